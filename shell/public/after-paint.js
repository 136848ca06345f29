/* Amora: loads a server-drawn page's scripts after its first paint (issue 12, DESIGN.md §6).
 * Served by the shell server at /after-paint.js. The page names its scripts and their preload hints
 * in the JSON data block #amora-scripts: {scripts: string[], hints: {href, as, crossorigin}[]}.
 * The drawn screen works before they run (links, and forms the scripts take over), so a phone paints
 * the first screen without waiting for 160 KB of JavaScript; they are added in order, as `defer` would. */
(function () {
  var node = document.getElementById('amora-scripts');
  if (!node) return;
  var data = JSON.parse(node.textContent || '{}');
  function load() {
    (data.hints || []).forEach(function (hint) {
      var link = document.createElement('link');
      link.rel = 'preload';
      link.as = hint.as;
      link.href = hint.href;
      if (hint.crossorigin) link.crossOrigin = 'anonymous';
      document.head.appendChild(link);
    });
    (data.scripts || []).forEach(function (src) {
      var script = document.createElement('script');
      script.src = src;
      script.async = false;
      document.head.appendChild(script);
    });
  }
  // Once the first paint has reached the screen (its paint timing entry), not merely been scheduled:
  // a slow phone may present that frame well after the next animation frame.
  var types = (window.PerformanceObserver && PerformanceObserver.supportedEntryTypes) || [];
  if (types.indexOf('paint') === -1) return requestAnimationFrame(function () { setTimeout(load, 0); });
  var done = false;
  function once() {
    if (done) return;
    done = true;
    observer.disconnect();
    setTimeout(load, 0);
  }
  var observer = new PerformanceObserver(function (list) {
    if (list.getEntriesByName('first-contentful-paint').length) once();
  });
  observer.observe({ type: 'paint', buffered: true });
  // A page whose first screen paints no content (never here, but then it must still come alive).
  setTimeout(once, 3000);
})();
