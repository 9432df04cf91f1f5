import { useTranslation } from 'react-i18next';
import { SafeHtml } from '../../components/SafeHtml';

/**
 * The emergency banner (spec 1 §2): shown when its flag is on and it has text; the text may carry
 * simple HTML and is sanitised. Loaded on its own so DOMPurify stays out of the usual home page.
 */
export default function EmergencyBanner({ html }: { html: string }) {
  const { t } = useTranslation();
  return (
    <aside className="emergency-banner" aria-label={t('home.emergency.label')}>
      <SafeHtml html={html} as="p" />
    </aside>
  );
}
