import { VIDEO_HOST_NAMES, vishrantiItemProblems } from '@foundation/shared';

type Values = Record<string, unknown>;

/** The kinds of item; the names are catalogue keys (react-admin's inputs translate choice names). */
export const KIND_CHOICES = [
  { id: 'program', name: 'resources.vishranti-items.kinds.program' },
  { id: 'video', name: 'resources.vishranti-items.kinds.video' },
];

export const NEW_VISHRANTI_ITEM_DEFAULTS = {
  kind: 'program',
  title: '',
  description: '',
  videoUrl: null,
  link: null,
  sortOrder: 0,
  isActive: true,
};

/**
 * The rules of a program or video, as form errors. The video's host is checked by the API against its
 * VIDEO_HOSTS setting (which the panel does not know); here any known host passes.
 */
export function validateVishrantiItem(values: Values): Record<string, string> {
  const text = (key: string) => (typeof values[key] === 'string' ? (values[key] as string) : '');
  const problems = vishrantiItemProblems(
    {
      kind: text('kind'),
      title: text('title'),
      description: text('description'),
      videoUrl: text('videoUrl'),
      link: text('link'),
    },
    VIDEO_HOST_NAMES,
  );
  return Object.fromEntries(problems.map((problem) => [problem.field, problem.message]));
}
