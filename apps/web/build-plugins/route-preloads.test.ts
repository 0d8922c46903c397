// The entry's static imports are preloaded from index.html (decision 047): without the links the
// framework, the largest file of every first load, is found only after the entry has been parsed.
import { describe, expect, it } from 'vitest';
import { withEntryPreloads } from './route-preloads';

const html = '<head><script type="module" crossorigin src="/assets/index-a1.js"></script><style>x</style></head>';

describe('withEntryPreloads', () => {
  it("adds a modulepreload link after the entry's script for each file the entry imports, not the entry itself", () => {
    expect(withEntryPreloads(html, 'assets/index-a1.js', ['assets/index-a1.js', 'assets/runtime-b2.js', 'assets/framework-c3.js'])).toBe(
      '<head><script type="module" crossorigin src="/assets/index-a1.js"></script>' +
        '<link rel="modulepreload" crossorigin href="/assets/runtime-b2.js"><link rel="modulepreload" crossorigin href="/assets/framework-c3.js">' +
        '<style>x</style></head>',
    );
  });

  it('fails the build when index.html has no script for the entry, rather than ship a page without the preloads', () => {
    expect(() => withEntryPreloads(html, 'assets/index-zz.js', ['assets/framework-c3.js'])).toThrow(/no module script for assets\/index-zz\.js/);
  });
});
