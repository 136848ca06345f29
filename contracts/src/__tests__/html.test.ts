import { escapeHtml, html, rawHtml } from '../html';

describe('html templates of the API and shell pages', () => {
  it('escapes every value put in text or an attribute', () => {
    const name = `Tom & "Jerry" <script>alert('x')</script>`;
    expect(html`<a title="${name}">${name}</a>`.toString()).toBe(
      '<a title="Tom &#38; &#34;Jerry&#34; &#60;script&#62;alert(&#39;x&#39;)&#60;/script&#62;">Tom &#38; &#34;Jerry&#34; &#60;script&#62;alert(&#39;x&#39;)&#60;/script&#62;</a>',
    );
    expect(escapeHtml('a<b')).toBe('a&#60;b');
  });

  it('keeps nested templates and vouched markup, joins lists and leaves out nothing-values', () => {
    const items = ['<one>', 'two'].map((item) => html`<li>${item}</li>`);
    expect(html`<ul>${items}</ul>${null}${undefined}${false}${0}${rawHtml('<hr>')}`.toString()).toBe('<ul><li>&#60;one&#62;</li><li>two</li></ul>0<hr>');
  });
});
