import { useTranslation } from '../../i18n/react.tsx';
import classes from './vertical-layout.module.css';

/** Keyboard users jump over the header and menu straight to the page. */
export function SkipLink() {
  const { t } = useTranslation();
  return (
    <a href="#conteudo" className={classes.skipLink}>
      {t('app.skipLink')}
    </a>
  );
}
