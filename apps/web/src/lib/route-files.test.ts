import { afterEach, describe, expect, it, vi } from 'vitest';
import { filesFor, preloadRouteFiles, type RouteFiles } from './route-files';

const LIST: RouteFiles[] = [
  { path: '', files: ['assets/home-1.js'] },
  { path: 'challenges/new', files: ['assets/new-challenge-1.js', 'assets/use-form-1.js'] },
  { path: 'challenges/:id', files: ['assets/challenge-detail-1.js', 'assets/format-1.js'] },
  { path: 'admin/*', files: ['assets/admin-layout-1.js'] },
  { path: '*', files: ['assets/not-found-1.js'] },
];

describe('route files (modulePreload off: decision 042)', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('picks the route as the router does: fixed paths first, :id one segment, * the rest', () => {
    expect(filesFor(LIST, '/')).toEqual(['assets/home-1.js']);
    expect(filesFor(LIST, '/challenges/new')).toEqual(['assets/new-challenge-1.js', 'assets/use-form-1.js']);
    expect(filesFor(LIST, '/Challenges/abc')).toEqual(['assets/challenge-detail-1.js', 'assets/format-1.js']);
    expect(filesFor(LIST, '/admin/users/42')).toEqual(['assets/admin-layout-1.js']);
    expect(filesFor(LIST, '/challenges/abc/extra')).toEqual(['assets/not-found-1.js']);
  });

  it('adds one modulepreload link per file of the next page, once, from one fetch of the list', async () => {
    const fetchList = vi.fn(() => Promise.resolve(new Response(JSON.stringify(LIST))));
    vi.stubGlobal('fetch', fetchList);
    await preloadRouteFiles('/challenges/abc');
    await preloadRouteFiles('/challenges/def');
    await preloadRouteFiles('/challenges/new');
    const links = [...document.head.querySelectorAll('link[rel="modulepreload"]')].map((link) => link.getAttribute('href'));
    expect(links).toEqual(['/assets/challenge-detail-1.js', '/assets/format-1.js', '/assets/new-challenge-1.js', '/assets/use-form-1.js']);
    expect(fetchList).toHaveBeenCalledTimes(1);
    expect(fetchList).toHaveBeenCalledWith('/route-preloads.json', { credentials: 'same-origin' });
  });
});
