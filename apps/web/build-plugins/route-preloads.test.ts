// decision 047: the page's one script starts the entry after the first paint, and every file of the
// first load is preloaded with the HTML (without the links the framework, the largest of them, was
// found only after the entry had been parsed).
import { describe, expect, it } from 'vitest';
import { bootFileName, bootScript, withEntryPreloads } from './route-preloads';

const html = '<head><script type="module" crossorigin src="/assets/index-a1.js"></script><style>x</style></head>';

describe('withEntryPreloads', () => {
  it("swaps the entry's script for the boot script and preloads the entry and each file it imports", () => {
    expect(withEntryPreloads(html, 'assets/index-a1.js', ['assets/index-a1.js', 'assets/runtime-b2.js', 'assets/framework-c3.js'], 'assets/boot-d4.js')).toBe(
      '<head><script type="module" crossorigin src="/assets/boot-d4.js"></script>' +
        '<link rel="modulepreload" crossorigin href="/assets/index-a1.js"><link rel="modulepreload" crossorigin href="/assets/runtime-b2.js">' +
        '<link rel="modulepreload" crossorigin href="/assets/framework-c3.js"><style>x</style></head>',
    );
  });

  it('fails the build when index.html has no script for the entry, rather than ship a page that never starts', () => {
    expect(() => withEntryPreloads(html, 'assets/index-zz.js', ['assets/framework-c3.js'], 'assets/boot-d4.js')).toThrow(/no module script for assets\/index-zz\.js/);
  });
});

describe('bootScript', () => {
  it('imports the entry after a frame has been painted, or at once in a tab that is not shown', async () => {
    const imported: string[] = [];
    const frames: (() => void)[] = [];
    const timers: (() => void)[] = [];
    const run = (visibilityState: string) =>
      new Function('document', 'requestAnimationFrame', 'setTimeout', 'importEntry', bootScript('assets/index-a1.js').replace(/\bimport\(/, 'importEntry('))(
        { visibilityState },
        (callback: () => void) => frames.push(callback),
        (callback: () => void) => timers.push(callback),
        (url: string) => imported.push(url),
      );

    run('visible');
    expect(imported).toEqual([]);
    frames.shift()!();
    expect(imported).toEqual([]);
    timers.shift()!();
    expect(imported).toEqual(['/assets/index-a1.js']);

    run('hidden');
    expect(imported).toEqual(['/assets/index-a1.js', '/assets/index-a1.js']);
    expect(frames).toEqual([]);
  });

  it('is named after its content', () => {
    expect(bootFileName(bootScript('assets/index-a1.js'))).toMatch(/^assets\/boot-[0-9a-f]{8}\.js$/);
    expect(bootFileName(bootScript('assets/index-a1.js'))).not.toBe(bootFileName(bootScript('assets/index-b2.js')));
  });
});
