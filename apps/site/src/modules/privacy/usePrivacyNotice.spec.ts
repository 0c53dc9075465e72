import { noticeBlocks } from './usePrivacyNotice';

describe('noticeBlocks', () => {
  it('makes paragraphs of blank-line blocks and headings of "# " lines, keeping line breaks inside a paragraph', () => {
    expect(
      noticeBlocks('# What we collect\nName and e-mail.\nPhone.\n\n\n  Why: to run the event.  \n\n# Rights'),
    ).toEqual([
      { kind: 'heading', text: 'What we collect' },
      { kind: 'paragraph', text: 'Name and e-mail.\nPhone.' },
      { kind: 'paragraph', text: 'Why: to run the event.' },
      { kind: 'heading', text: 'Rights' },
    ]);
  });

  it('gives nothing for blank text, and keeps a "#" that is not a heading', () => {
    expect(noticeBlocks('  \n\n ')).toEqual([]);
    expect(noticeBlocks('#1 priority')).toEqual([{ kind: 'paragraph', text: '#1 priority' }]);
  });
});
