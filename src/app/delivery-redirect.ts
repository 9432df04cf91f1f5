/** /delivery carries these campaign values to the home page (spec 3 §2.5). */
export const DELIVERY_REDIRECT_SEARCH = `?${new URLSearchParams({
  utm_source: 'legacy',
  utm_medium: 'redirect',
  utm_campaign: '302 redirect from Delivery',
}).toString()}`;
