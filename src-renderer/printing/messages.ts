// Preview captions, from the printing message catalogue.
import { printingMessages } from '../../src-shared/i18n/printing.js';

export const previewMessages = printingMessages.preview;
