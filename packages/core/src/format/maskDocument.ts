import { maskCnpj } from './maskCnpj';
import { maskCpf } from './maskCpf';

/**
 * A CPF or CNPJ masked as typed: up to 11 digits as a CPF (000.000.000-00), longer or with letters as a CNPJ
 * (00.000.000/0000-00, letters uppercased and kept for the alphanumeric CNPJ). What is not a letter or a digit
 * is dropped first, so a masked value masks the same again.
 * @example
 * maskDocument('52998224725'); // '529.982.247-25'
 * maskDocument('529.982.247-251'); // '52.998.224/7251'
 * maskDocument('12abc34501de35'); // '12.ABC.345/01DE-35'
 */
export function maskDocument(typed: string): string {
  const characters = typed.replace(/[^0-9A-Za-z]/g, '');
  return characters.length <= 11 && /^\d*$/.test(characters) ? maskCpf(characters) : maskCnpj(characters);
}
