import type { AnalyticsItem } from '../domain/analytics/events';

/** An item added outside a deal: its product id, kind and price as the editor put them in its properties. */
export function analyticsItemOf(type: string, properties: Record<string, unknown>): AnalyticsItem {
  const text = (value: unknown) => (typeof value === 'string' ? value : '');
  const price = typeof properties.price === 'number' && Number.isFinite(properties.price) ? properties.price : 0;
  const quantity = typeof properties.quantity === 'number' && properties.quantity > 0 ? properties.quantity : 1;
  const id = text(properties.id) || type;
  return { id, name: id, category: text(properties.kind) || type, price, quantity };
}
