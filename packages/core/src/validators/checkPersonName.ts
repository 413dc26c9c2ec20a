/** The longest person name the forms and the sandbox accept, in characters (after trimming). */
export const PERSON_NAME_MAX_LENGTH = 100;

/** The verdict of {@link checkPersonName}: valid, empty, not a name, or longer than {@link PERSON_NAME_MAX_LENGTH}. */
export type PersonNameCheck = 'valid' | 'empty' | 'invalid' | 'tooLong';

// A word is letters (accents as precomposed letters or combining marks), with apostrophes and hyphens between
// letters: "D'Arc", "Ana-Maria", "O’Neill". A name is two or more words, the first of at least two characters.
const word = String.raw`\p{L}[\p{L}\p{M}]*(?:['’-]\p{L}[\p{L}\p{M}]*)*`;
const personNamePattern = new RegExp(String.raw`^(?=[\p{L}\p{M}'’-]{2})${word}(?:\s+${word})+$`, 'u');

/**
 * Checks a person's first and last name ('Maria da Silva', 'José Ávila', "Joana D'Arc", 'Ana-Maria Souza'), trimmed:
 * 'empty' when blank, 'tooLong' above {@link PERSON_NAME_MAX_LENGTH} characters, 'invalid' unless it is two or
 * more words of letters (apostrophes and hyphens inside a word allowed, the first word at least two characters).
 * The one rule of the newsletter form and of the sandbox, so both accept the same names.
 */
export function checkPersonName(value: string | null | undefined): PersonNameCheck {
  if (typeof value !== 'string') return 'empty';
  const name = value.trim();
  if (name === '') return 'empty';
  if (name.length > PERSON_NAME_MAX_LENGTH) return 'tooLong';
  return personNamePattern.test(name) ? 'valid' : 'invalid';
}

/** Tells whether a value is a valid person name by {@link checkPersonName}. */
export function isValidPersonName(value: string | null | undefined): boolean {
  return checkPersonName(value) === 'valid';
}
