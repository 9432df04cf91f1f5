import { useExperiment } from '../atoms/experiment-definitions';
import { languagesOfMarket } from '../domain/markets/languages';
import { LanguageOptions } from './LanguageOptions';

/**
 * France's language switcher (02-G1, 14-G13): "The French market hides English unless its experiment is
 * on" (S3 §9): the 'english-language-switch' treatment ('on') offers en-FR beside fr-FR; the control
 * offers French only, so no switcher shows (today's behaviour).
 */
export default function FranceLanguageSwitcher() {
  const englishInFrance = useExperiment('english-language-switch') === 'on';
  return <LanguageOptions languages={languagesOfMarket('FR', { englishInFrance })} />;
}
