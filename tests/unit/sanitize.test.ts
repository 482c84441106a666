import { describe, expect, it } from 'vitest';
import { plainText, sanitizeRichText } from '#server/lib/sanitize';

describe('sanitizeRichText', () => {
  it('keeps the formatting staff use', () => {
    const html =
      '<h2>Warp</h2><p>A <em>handwoven</em> <strong>linen</strong> <a href="https://example.org">piece</a>.</p>';
    expect(sanitizeRichText(html)).toBe(html);
  });

  it('removes scripts, event handlers, styles and javascript: links', () => {
    const dirty =
      '<p onclick="steal()" style="color:red">Hi<script>alert(1)</script></p><a href="javascript:alert(1)">x</a><img src="x" onerror="alert(1)">';
    const clean = sanitizeRichText(dirty)!;
    expect(clean).not.toMatch(/script|onclick|onerror|style=|javascript:/);
    expect(clean).toContain('<p>Hi</p>');
  });

  it('adds rel=noopener to links opening a new tab, and empties to null', () => {
    expect(sanitizeRichText('<a href="https://a.b" target="_blank">a</a>')).toBe(
      '<a href="https://a.b" target="_blank" rel="noopener noreferrer">a</a>',
    );
    expect(sanitizeRichText('<p></p>')).toBeNull();
    expect(sanitizeRichText('')).toBeNull();
  });

  it("keeps the editor's uploaded and https images, drops any other source, and the editor's trailing empty paragraph", () => {
    expect(
      sanitizeRichText(
        '<h2>A</h2><img src="/uploads/ab/ab12-800.jpg" alt="Loom" width="800" height="600"><p></p><p> </p>',
      ),
    ).toBe('<h2>A</h2><img src="/uploads/ab/ab12-800.jpg" alt="Loom" width="800" height="600" />');
    expect(sanitizeRichText('<p>x<img src="https://cdn.example/a.jpg"></p>')).toBe(
      '<p>x<img src="https://cdn.example/a.jpg" /></p>',
    );
    for (const src of ['x', 'data:image/png;base64,AAAA', 'http://example.org/a.jpg', '//evil.example/a.jpg'])
      expect(sanitizeRichText(`<p>x<img src="${src}"></p>`)).toBe('<p>x</p>');
  });

  it('plainText flattens HTML for previews', () => {
    expect(plainText('<p>One</p>\n<p>two <em>three</em></p>')).toBe('One two three');
    expect(plainText(null)).toBe('');
  });
});
