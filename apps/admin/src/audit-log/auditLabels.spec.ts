import { AUDIT_ACTIONS, AUDIT_RESOURCES } from '@foundation/shared';
import { ACTION_LABELS, RESOURCE_LABELS, auditValueText } from './auditLabels';

describe('audit log labels', () => {
  it('names every action and resource the API can answer', () => {
    for (const action of AUDIT_ACTIONS) expect(ACTION_LABELS[action]).toBeTruthy();
    for (const resource of AUDIT_RESOURCES) expect(RESOURCE_LABELS[resource]).toBeTruthy();
  });

  it('shows values as text: a dash for none, JSON for lists and objects', () => {
    expect(auditValueText(null)).toBe('—');
    expect(auditValueText('')).toBe('—');
    expect(auditValueText(1500)).toBe('1500');
    expect(auditValueText(false)).toBe('false');
    expect(auditValueText('Rishikesh')).toBe('Rishikesh');
    expect(auditValueText([{ name: 'Standard' }])).toBe('[\n  {\n    "name": "Standard"\n  }\n]');
  });
});
