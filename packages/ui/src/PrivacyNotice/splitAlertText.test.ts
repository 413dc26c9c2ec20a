import { describe, expect, it } from 'vitest';
import { splitAlertText } from './splitAlertText';

describe('splitAlertText', () => {
  it('splits the text at its {link} placeholder, keeping the spaces next to the link', () => {
    expect(splitAlertText('  Usamos cookies. Leia a nossa {link}.  ')).toEqual({
      before: 'Usamos cookies. Leia a nossa ',
      after: '.',
      hasLink: true,
    });
  });

  it('knows the other spellings of the placeholder: [link], {{ link }}, any case', () => {
    expect(splitAlertText('Leia nossa [link].')).toEqual({
      before: 'Leia nossa ',
      after: '.',
      hasLink: true,
    });
    expect(splitAlertText('{{ LINK }} atualizada')).toEqual({
      before: '',
      after: ' atualizada',
      hasLink: true,
    });
    expect(splitAlertText('Veja a {Link} e a [link]')).toEqual({
      before: 'Veja a ',
      after: ' e a [link]',
      hasLink: true,
    });
  });

  it('keeps a text without placeholder whole, and an absent text empty', () => {
    expect(splitAlertText(' Usamos cookies. ')).toEqual({
      before: 'Usamos cookies.',
      after: '',
      hasLink: false,
    });
    expect(splitAlertText(undefined)).toEqual({ before: '', after: '', hasLink: false });
    expect(splitAlertText(null)).toEqual({ before: '', after: '', hasLink: false });
  });
});
