// A procedure that could not run on this tree (the core said why, e.g. m&n alpha-beta with
// m = 1): the same interface as a run, showing the terminals and the core's message.
import { labelOf, shortName } from '../core/procedures.js';
import { t } from '../i18n/translate.js';
import { paintTerminals } from '../view/paint.js';
import { WINDOW_PROC } from './defaults.js';

export class FailedRun {
  constructor(family, name, shape, error) {
    Object.assign(this, { family, name, shape, error, result: undefined, length: 0, windowProc: WINDOW_PROC });
  }

  prepareSteps() {
    return false;
  }

  paint(_k, view) {
    return paintTerminals(this.shape, view);
  }

  stepView() {
    return { mode: 'disable', message: t('run-failed', { proc: shortName(this.name), error: this.error }) };
  }

  summary() {
    return t('run-failed', { proc: labelOf(this.name), error: this.error });
  }

  closingSentence() {
    return this.summary();
  }

  editPicture() {
    return null;
  }

  openList() {
    return null;
  }

  compareCaption() {
    return `— ${this.error}`;
  }

  compareTerm() {
    return '';
  }
}
