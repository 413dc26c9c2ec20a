/** A product description as the platform may send it: formatting, a link, an image and attacks. */
export const attackedDescription = [
  '<p>Camiseta de <strong>algodão pima</strong>, <em>macia</em>.</p>',
  '<p><a href="https://loja.example/guia" target="_blank">Guia de tamanhos</a></p>',
  '<img src="https://loja.example/foto.jpg" alt="Foto" width="300" onerror="alert(1)">',
  '<script>alert("xss")</script>',
  '<a href="javascript:alert(2)">clique</a>',
  '<svg><script>alert(3)</script></svg>',
  '<div style="background:url(javascript:alert(4))">estilo</div>',
].join('');

/** What `sanitizeHtml` keeps of it, in the browser and on a server with a DOM alike. */
export const sanitizedDescription = [
  '<p>Camiseta de <strong>algodão pima</strong>, <em>macia</em>.</p>',
  '<p><a href="https://loja.example/guia" target="_blank" rel="noopener noreferrer">Guia de tamanhos</a></p>',
  '<img src="https://loja.example/foto.jpg" alt="Foto" width="300">',
  '<a>clique</a>',
  '<div>estilo</div>',
].join('');
