/** The confirmation shown once the share link is copied (spec section 8). */
export const shareLinkCopiedMessage = 'Link copiado para a área de transferência';
