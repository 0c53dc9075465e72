// Unit tests render in English, as the site does at its unprefixed URLs: its catalogue, loaded at once.
import { messages } from '../locales/en/messages';
import { activateLocale } from './i18n';

activateLocale('en', messages);
