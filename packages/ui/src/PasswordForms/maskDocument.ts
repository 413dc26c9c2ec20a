// core's mask (CPF up to 11 digits, CNPJ beyond or with letters); kept as this module until
// RecoverEmailForm.tsx imports it from @vitrine/core itself.
export { maskDocument } from '@vitrine/core';
