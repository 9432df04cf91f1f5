/** The product edit modal, opened by the `modal` query parameter (spec 1 §2). Built by issue 4. */
export default function ProductModal() {
  return null;
}
