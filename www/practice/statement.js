// The statement of a task on a tree that is not a generated exercise (an exercise has the
// core's own statement), in the page's language (messages/later/<lang>.ftl).
import { formatScore as f } from '../core/score.js';
import { t } from '../i18n/translate.js';

export function defaultStatement(task, proc, alpha, beta, view) {
  const v = t(view === 'minimax' ? 'practice-values-minimax' : 'practice-values-negamax');
  switch (task) {
    case 'prune':
      return t('practice-statement-prune', { proc, view: v });
    case 'values':
      return t('practice-statement-values', { proc, view: v });
    case 'window':
      return t('practice-statement-window', { proc, alpha: f(alpha), beta: f(beta), view: v });
    case 'next':
      if (proc.startsWith('mn-')) return t('practice-statement-next-mn', { proc });
      return t('practice-statement-next', { proc });
    case 'order':
      return t('practice-statement-order');
  }
  return '';
}
