/** The search input of the banner (page variant) and of the drawer. */
import { useTranslation } from 'react-i18next';

export const SearchField = ({ text, onChange }: { text: string; onChange: (text: string) => void }) => {
  const { t } = useTranslation();
  return (
    <label className="search-field">
      <span className="visually-hidden">{t('browse.search.label')}</span>
      <input
        type="search"
        value={text}
        placeholder={t('browse.search.placeholder')}
        onChange={(event) => onChange(event.target.value)}
        data-testid="search-input"
      />
    </label>
  );
};
