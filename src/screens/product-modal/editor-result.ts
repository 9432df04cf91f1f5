/** What an editor hands back when the customer confirms. */
export interface EditorResult {
  /** Shown in the toast and the deal page. */
  title: string;
  /** The configured price, a deal's free toppings applied. */
  price: number;
  /** The same configuration at its menu price (no deal allowances). */
  originalPrice: number;
  /** The plain product at the chosen size or option: a deal charges only what goes beyond it. */
  basePrice: number;
  /** Copied into the basket item's `item.properties` (or the deal choice's `properties`). */
  properties: Record<string, unknown>;
}

/** The primary button's words and price for a result (null while the configuration is invalid). */
export type SubmitText = (result: EditorResult | null) => { label: string; price: string | null };
