/** The spec sends postal codes unmasked: '01310-100' travels as '01310100'. */
export const unmaskCep = (cep: string): string => cep.replace(/\D/g, '');
