/** The 67 Brazilian area codes (DDD) in use, as two-digit strings in ascending order (Anatel's numbering plan). */
export const BRAZILIAN_AREA_CODES: readonly string[] = Object.freeze(
  [
    '11 12 13 14 15 16 17 18 19', // São Paulo
    '21 22 24 27 28', // Rio de Janeiro and Espírito Santo
    '31 32 33 34 35 37 38', // Minas Gerais
    '41 42 43 44 45 46 47 48 49', // Paraná and Santa Catarina
    '51 53 54 55', // Rio Grande do Sul
    '61 62 63 64 65 66 67 68 69', // Centre-West, Tocantins, Acre and Rondônia
    '71 73 74 75 77 79', // Bahia and Sergipe
    '81 82 83 84 85 86 87 88 89', // North-East
    '91 92 93 94 95 96 97 98 99', // North and Maranhão
  ]
    .join(' ')
    .split(' '),
);
