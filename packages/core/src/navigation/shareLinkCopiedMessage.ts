/** The confirmation shown once the share link is copied. */
export const shareLinkCopiedMessage = 'Link copiado para a área de transferência';
