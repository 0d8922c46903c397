// decision 047: the stylesheet index.html carries inline is never fetched again by a lazy import.
import { describe, expect, it } from 'vitest';
import { withoutPreloadOf } from './inline-entry-css';

const chunk = (list: string[], calls: string) => `const __vite__mapDeps=(i,m=__vite__mapDeps,d=(m.f||(m.f=${JSON.stringify(list)})))=>i.map(i=>d[i]);\n${calls}`;

describe('withoutPreloadOf', () => {
  it("takes the inlined stylesheet out of every lazy import's preload list, leaving the list's other entries and indices", () => {
    const code = chunk(['assets/index-a1.css', 'assets/part-b2.css'], 'f(()=>import(`./x.js`),__vite__mapDeps([0]));f(()=>import(`./y.js`),__vite__mapDeps([0,1]));');
    expect(withoutPreloadOf(code, new Set(['assets/index-a1.css']))).toBe(chunk(['assets/index-a1.css', 'assets/part-b2.css'], 'f(()=>import(`./x.js`),__vite__mapDeps([]));f(()=>import(`./y.js`),__vite__mapDeps([1]));'));
  });

  it('leaves a chunk without a preload list, or without the inlined file in it, as it is', () => {
    expect(withoutPreloadOf('import(`./x.js`)', new Set(['assets/index-a1.css']))).toBe('import(`./x.js`)');
    const other = chunk(['assets/part-b2.css'], 'f(()=>import(`./y.js`),__vite__mapDeps([0]));');
    expect(withoutPreloadOf(other, new Set(['assets/index-a1.css']))).toBe(other);
  });
});
