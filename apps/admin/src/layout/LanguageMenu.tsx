import { useId, useState, type MouseEvent } from 'react';
import { Button, Menu, MenuItem } from '@mui/material';
import LanguageIcon from '@mui/icons-material/Translate';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { useLocaleState, useLocales, useTranslate } from 'react-admin';

/**
 * English / हिन्दी in the app bar. react-admin's LocalesMenuButton does the same but gives its button an empty
 * aria-label (screen readers then announce a nameless button) and its items no language; this one is named
 * "Language: English" and each item is marked up in its own language. The choice goes to
 * react-admin's store (localStorage), so the panel opens in it next time.
 */
/**
 * Opens the menu once the language names can be drawn (at most a second and a half): a menu drawn before
 * the Devanagari font arrived kept showing empty boxes for हिन्दी in Chromium, even after the font came.
 * Only the first opening waits (the font is then in the browser's cache).
 */
function whenNamesCanBeDrawn(names: string[]): Promise<unknown> {
  const text = names.join('');
  if (typeof document === 'undefined' || !document.fonts || !/[\u0900-\u097F]/.test(text))
    return Promise.resolve();
  return Promise.race([
    Promise.all(
      ['400 16px', '500 14px'].map((font) => document.fonts.load(`${font} "Noto Sans Devanagari"`, text)),
    ).catch(() => undefined),
    new Promise((resolve) => setTimeout(resolve, 1500)),
  ]);
}

export function LanguageMenu() {
  const translate = useTranslate();
  const languages = useLocales();
  const [locale, setLocale] = useLocaleState();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  if (languages.length < 2) return null;
  const current = languages.find((language) => language.locale === locale) ?? languages[0];
  return (
    <>
      <Button
        color="inherit"
        startIcon={<LanguageIcon />}
        endIcon={<ExpandMoreIcon fontSize="small" />}
        aria-label={translate('admin.languageMenu', { language: current.name })}
        aria-haspopup="true"
        aria-controls={anchor ? menuId : undefined}
        aria-expanded={anchor ? 'true' : undefined}
        onClick={(event: MouseEvent<HTMLElement>) => {
          const button = event.currentTarget;
          void whenNamesCanBeDrawn(languages.map((language) => language.name)).then(() => setAnchor(button));
        }}
        sx={{ textTransform: 'none' }}
      >
        {current.name}
      </Button>
      <Menu id={menuId} anchorEl={anchor} open={Boolean(anchor)} onClose={() => setAnchor(null)}>
        {languages.map((language) => (
          <MenuItem
            key={language.locale}
            lang={language.locale}
            selected={language.locale === locale}
            onClick={() => {
              setLocale(language.locale);
              setAnchor(null);
            }}
          >
            {language.name}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
