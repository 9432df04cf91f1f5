/**
 * Inside the mobile app's wrapper (14-G21 pick): its host object, or the `app` query value the wrapper
 * opens the site with. Read once at start-up; the consent hint script (src/domain/analytics/consent.ts)
 * applies the same test before any module runs.
 */
export const IN_APP = typeof window !== 'undefined' && ('PizzaHutAppHost' in window || new URLSearchParams(window.location.search).has('app'));
