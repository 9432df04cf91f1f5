import { describe, expect, it } from 'vitest';
import { STATIC_PAGES } from '../../../src/screens/static/pages';
import { STATIC_PAGE_PATHS } from '../../../src/screens/static/paths';

// The route table (entry chunk) routes the paths; the page's table (lazy) loads their content. A path
// routed without a row would show an empty page; a row without its route could never be reached.
describe('the configured static pages (10-G5)', () => {
  it('routes exactly the pages the table can load, each once', () => {
    expect(STATIC_PAGES.map((row) => row.path)).toEqual([...STATIC_PAGE_PATHS]);
  });

  it('loads real content for every page', async () => {
    for (const row of STATIC_PAGES) expect(typeof (await row.load()).default, row.path).toBe('function');
  });
});
