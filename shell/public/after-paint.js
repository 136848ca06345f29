/* Adds a drawn page's scripts once its first paint is on screen (issue 12): see AFTER_PAINT_SCRIPT in shell/server/render.ts. */
(function () {
  var node = document.getElementById('amora-scripts');
  if (!node) return;
  var data = JSON.parse(node.textContent);
  var done = false;
  // The elements are added a few per task, hints first, so that adding them is never a long task of its own.
  var PER_TASK = 4;
  function load() {
    if (done) return;
    done = true;
    var steps = data.hints.map(function (h) {
      return function () {
        var link = document.createElement('link');
        link.rel = 'preload';
        link.as = h.as;
        link.href = h.href;
        if (h.crossorigin) link.crossOrigin = 'anonymous';
        document.head.appendChild(link);
      };
    }).concat(data.scripts.map(function (src) {
      return function () {
        var script = document.createElement('script');
        script.src = src;
        script.async = false;
        document.head.appendChild(script);
      };
    }));
    (function next() {
      steps.splice(0, PER_TASK).forEach(function (step) { step(); });
      if (steps.length) setTimeout(next, 0);
    })();
  }
  var after = function () { setTimeout(load, 0); };
  var types = (window.PerformanceObserver && PerformanceObserver.supportedEntryTypes) || [];
  if (types.indexOf('paint') < 0) return requestAnimationFrame(after);
  new PerformanceObserver(function (list, observer) {
    if (!list.getEntriesByName('first-contentful-paint').length) return;
    observer.disconnect();
    after();
  }).observe({ type: 'paint', buffered: true });
  setTimeout(load, 3000);
})();
