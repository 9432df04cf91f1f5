import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { resolveLanguage } from '../i18n/languages';
import { useChooseLanguage } from './use-language';

/**
 * `?lang=xx` switches the language and is then removed from the address (spec 1 §2, 3 §2.5).
 * The first page load is handled in main.tsx before the first paint; this covers in-app links.
 */
export default function LangParam() {
  const { pathname, search, hash } = useLocation();
  const navigate = useNavigate();
  const chooseLanguage = useChooseLanguage();

  useEffect(() => {
    const params = new URLSearchParams(search);
    if (!params.has('lang')) return;
    const language = resolveLanguage(params.get('lang'));
    params.delete('lang');
    const rest = params.toString();
    navigate({ pathname, search: rest ? `?${rest}` : '', hash }, { replace: true });
    if (language) void chooseLanguage(language);
  }, [pathname, search, hash, navigate, chooseLanguage]);

  return null;
}
