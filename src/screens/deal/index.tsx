import { PagePlaceholder } from '../../components/PagePlaceholder';

/** Built by the localisation-and-menu issue. */
export default function Screen() {
  return <PagePlaceholder titleKey="pages.deal" />;
}
