/**
 * Compact tables the catalogue is generated from: category tree, brands and the products of each
 * leaf category. Special rows (the UI cases) are tagged and expanded by `buildCatalogue`.
 */

/** How a product varies: colour × size (apparel), colour × shoe size, colour, voltage, volume or none. */
export type VariantKind = 'apparel' | 'shoes' | 'color' | 'voltage' | 'volume' | 'none';

/** Tags marking the products that carry a UI case. */
export type ProductTag =
  | 'variations'
  | 'standardOut'
  | 'exhausted'
  | 'onRequest'
  | 'kit'
  | 'conjunct'
  | 'buyTogether'
  | 'lightning'
  | 'takeXPayY'
  | 'sealFreeShipping'
  | 'sealNew'
  | 'rated'
  | 'limitMax'
  | 'limitMin'
  | 'digital'
  | 'signature'
  | 'grouping'
  | 'percentOff'
  | 'amountOff'
  | 'malicious'
  | 'expiredOffer';

/** [name, price, brand slug, variant kind, tags]. */
export type ProductRow = readonly [string, number, string, VariantKind, (readonly ProductTag[])?];

/** A node of the category tree: [name, children or product rows]. */
export interface CategoryNode {
  name: string;
  children?: CategoryNode[];
  products?: ProductRow[];
}

/** Brands: [slug, name, featured]. */
export const brandRows: readonly (readonly [string, string, boolean])[] = [
  ['aurora', 'Aurora Moda', true],
  ['urbano', 'Urbano Jeans', true],
  ['passo-firme', 'Passo Firme', true],
  ['casa-bela', 'Casa Bela', false],
  ['cozinha-viva', 'Cozinha Viva', true],
  ['sonora', 'Sonora Áudio', true],
  ['techno', 'Techno', false],
  ['flor-de-lis', 'Flor de Lis Cosméticos', true],
  ['trilha', 'Trilha Sports', false],
  ['tempo-certo', 'Tempo Certo', false],
];

/** Three levels: department → section → leaf; products live on the leaves. */
export const categoryTree: CategoryNode[] = [
  {
    name: 'Moda Feminina',
    children: [
      {
        name: 'Roupas',
        children: [
          {
            name: 'Vestidos',
            products: [
              [
                'Vestido Midi Floral Manga Bufante',
                239.9,
                'aurora',
                'apparel',
                ['buyTogether', 'sealNew', 'percentOff'],
              ],
              ['Vestido Longo Estampado Alças Finas', 289.9, 'aurora', 'apparel'],
              ['Vestido Curto de Linho Botões Frontais', 199.9, 'aurora', 'apparel', ['amountOff']],
              ['Vestido Tubinho Alfaiataria', 259.9, 'aurora', 'apparel'],
              ['Vestido Chemise Listrado com Cinto', 219.9, 'aurora', 'apparel', ['lightning']],
            ],
          },
          {
            name: 'Blusas',
            products: [
              ['Blusa de Seda Decote V', 149.9, 'aurora', 'apparel'],
              ['Blusa Cropped Canelada', 79.9, 'aurora', 'apparel', ['percentOff']],
              [
                'Camisa Feminina de Viscose Estampa Geométrica Manga Longa com Punho',
                169.9,
                'aurora',
                'apparel',
              ],
              ['Regata Básica Algodão', 49.9, 'aurora', 'apparel', ['takeXPayY']],
            ],
          },
        ],
      },
      {
        name: 'Calçados',
        children: [
          {
            name: 'Tênis',
            products: [
              ['Tênis de Corrida Leveza Max', 399.9, 'passo-firme', 'shoes', ['standardOut', 'rated']],
              ['Tênis Casual Couro Branco', 329.9, 'passo-firme', 'shoes'],
              ['Tênis Slip On Lona', 159.9, 'passo-firme', 'shoes', ['percentOff']],
              ['Tênis Chunky Plataforma', 359.9, 'passo-firme', 'shoes'],
            ],
          },
          {
            name: 'Sandálias',
            products: [
              ['Sandália Rasteira Tiras Trançadas', 119.9, 'passo-firme', 'shoes', ['buyTogether']],
              ['Sandália Salto Bloco Verniz', 189.9, 'passo-firme', 'shoes'],
              ['Sandália Anabela Corda', 169.9, 'passo-firme', 'shoes', ['amountOff']],
              ['Chinelo Slide Acolchoado', 69.9, 'passo-firme', 'color'],
            ],
          },
        ],
      },
    ],
  },
  {
    name: 'Moda Masculina',
    children: [
      {
        name: 'Roupas',
        children: [
          {
            name: 'Camisetas',
            products: [
              [
                'Camiseta Básica Algodão Pima',
                89.9,
                'urbano',
                'apparel',
                ['variations', 'rated', 'takeXPayY'],
              ],
              ['Camiseta Estampada Skate Vintage', 99.9, 'urbano', 'apparel'],
              ['Camisa Polo Piquet Bordada', 139.9, 'urbano', 'apparel', ['percentOff']],
              ['Camiseta Dry Fit Esportiva', 79.9, 'urbano', 'apparel', ['takeXPayY']],
            ],
          },
          {
            name: 'Calças',
            products: [
              ['Calça Jeans Slim Lavagem Escura', 229.9, 'urbano', 'apparel', ['sealFreeShipping']],
              ['Calça Chino Sarja Caqui', 199.9, 'urbano', 'apparel'],
              ['Bermuda Cargo Ripstop', 149.9, 'urbano', 'apparel', ['amountOff']],
              ['Calça Moletom Jogger', 159.9, 'urbano', 'apparel'],
            ],
          },
        ],
      },
      {
        name: 'Acessórios',
        children: [
          {
            name: 'Relógios',
            products: [
              ['Relógio Analógico Pulseira de Couro', 349.9, 'tempo-certo', 'color'],
              ['Relógio Digital Esportivo à Prova d’Água', 199.9, 'tempo-certo', 'color', ['lightning']],
              ['Relógio Smart Monitor Cardíaco', 599.9, 'tempo-certo', 'color', ['sealNew']],
              ['Relógio Clássico Aço Inoxidável Fundo Azul', 749.9, 'tempo-certo', 'none', ['expiredOffer']],
            ],
          },
          {
            name: 'Bonés',
            products: [
              ['Boné Aba Curva Logo Bordado', 79.9, 'urbano', 'color', ['takeXPayY']],
              ['Boné Trucker Tela', 69.9, 'urbano', 'color'],
              ['Chapéu Bucket Sarja', 89.9, 'urbano', 'color'],
            ],
          },
        ],
      },
    ],
  },
  {
    name: 'Casa e Cozinha',
    children: [
      {
        name: 'Cozinha',
        children: [
          {
            name: 'Panelas',
            products: [
              [
                'Conjunto de Panelas Antiaderente Cerâmica 5 Peças',
                899.9,
                'cozinha-viva',
                'none',
                ['conjunct', 'sealFreeShipping'],
              ],
              ['Panela de Pressão Inox 6 Litros', 329.9, 'cozinha-viva', 'none'],
              ['Frigideira Antiaderente Cerâmica 24 cm', 129.9, 'cozinha-viva', 'none'],
              ['Caçarola Antiaderente Cerâmica 20 cm', 149.9, 'cozinha-viva', 'none'],
              ['Panela Antiaderente Cerâmica 18 cm com Tampa de Vidro', 119.9, 'cozinha-viva', 'none'],
            ],
          },
          {
            name: 'Utensílios',
            products: [
              ['Jogo de Facas Inox com Cepo de Bambu 6 Peças', 259.9, 'cozinha-viva', 'none', ['percentOff']],
              ['Tábua de Corte Bambu Grande', 79.9, 'cozinha-viva', 'none'],
              ['Liquidificador Alta Potência 1200 W', 349.9, 'cozinha-viva', 'voltage', ['lightning']],
              ['Cafeteira Elétrica Programável', 279.9, 'cozinha-viva', 'voltage'],
            ],
          },
        ],
      },
      {
        name: 'Decoração',
        children: [
          {
            name: 'Luminárias',
            products: [
              ['Luminária de Mesa Articulada Bronze', 219.9, 'casa-bela', 'none', ['exhausted']],
              ['Luminária de Chão Tripé Madeira', 459.9, 'casa-bela', 'voltage'],
              ['Pendente de Vime Natural', 239.9, 'casa-bela', 'none', ['malicious']],
            ],
          },
          {
            name: 'Almofadas',
            products: [
              ['Almofada Decorativa Linho Terracota', 69.9, 'casa-bela', 'none', ['grouping']],
              ['Almofada Decorativa Linho Verde Oliva', 69.9, 'casa-bela', 'none', ['grouping']],
              ['Almofada Decorativa Linho Areia', 69.9, 'casa-bela', 'none', ['grouping']],
              [
                'Jogo de Lençol Queen 400 Fios Percal Algodão Egípcio Branco Gelo',
                399.9,
                'casa-bela',
                'none',
                ['sealNew'],
              ],
            ],
          },
        ],
      },
    ],
  },
  {
    name: 'Eletrônicos',
    children: [
      {
        name: 'Áudio',
        children: [
          {
            name: 'Fones de Ouvido',
            products: [
              [
                'Fone de Ouvido Bluetooth Cancelamento de Ruído',
                499.9,
                'sonora',
                'color',
                ['lightning', 'limitMax', 'rated'],
              ],
              ['Fone Intra-auricular Sem Fio Estojo Carregador', 249.9, 'sonora', 'color', ['percentOff']],
              ['Headset Gamer Som Surround 7.1', 329.9, 'sonora', 'none'],
              ['Fone com Fio Microfone Embutido', 59.9, 'sonora', 'color'],
            ],
          },
          {
            name: 'Caixas de Som',
            products: [
              [
                'Caixa de Som Portátil à Prova d’Água',
                299.9,
                'sonora',
                'color',
                ['lightning', 'sealFreeShipping'],
              ],
              ['Soundbar 2.1 com Subwoofer', 899.9, 'sonora', 'none'],
              ['Caixa de Som Inteligente com Assistente de Voz', 449.9, 'sonora', 'none', ['amountOff']],
            ],
          },
        ],
      },
      {
        name: 'Informática',
        children: [
          {
            name: 'Teclados e Mouses',
            products: [
              ['Teclado Mecânico RGB Switch Marrom', 379.9, 'techno', 'none'],
              ['Mouse Sem Fio Ergonômico', 149.9, 'techno', 'color', ['percentOff']],
              ['Combo Teclado e Mouse Sem Fio Silencioso', 199.9, 'techno', 'none'],
              ['Mousepad Gamer Extra Grande', 89.9, 'techno', 'none', ['takeXPayY']],
            ],
          },
          {
            name: 'Monitores',
            products: [
              [
                'Monitor Profissional 32 Polegadas 4K Calibrado de Fábrica para Edição de Imagem',
                0,
                'techno',
                'none',
                ['onRequest'],
              ],
              ['Monitor Gamer 27 Polegadas 165 Hz', 1899.9, 'techno', 'none', ['sealFreeShipping']],
              ['Monitor 24 Polegadas Full HD IPS', 899.9, 'techno', 'none'],
              ['Suporte Articulado para Monitor', 199.9, 'techno', 'none'],
              ['Vale-Presente Digital Loja Vitrine R$ 100', 100, 'techno', 'none', ['digital']],
            ],
          },
        ],
      },
    ],
  },
  {
    name: 'Beleza',
    children: [
      {
        name: 'Perfumaria',
        children: [
          {
            name: 'Perfumes Femininos',
            products: [
              ['Perfume Floral Jasmim Eau de Parfum', 329.9, 'flor-de-lis', 'volume', ['lightning']],
              ['Perfume Frutal Pêssego Eau de Toilette', 219.9, 'flor-de-lis', 'volume'],
              ['Body Splash Baunilha', 59.9, 'flor-de-lis', 'volume', ['takeXPayY']],
            ],
          },
          {
            name: 'Perfumes Masculinos',
            products: [
              ['Perfume Amadeirado Cedro Eau de Parfum', 349.9, 'flor-de-lis', 'volume'],
              ['Perfume Cítrico Bergamota Eau de Toilette', 239.9, 'flor-de-lis', 'volume', ['percentOff']],
              ['Desodorante Colônia Aventura', 89.9, 'flor-de-lis', 'none'],
            ],
          },
        ],
      },
      {
        name: 'Cuidados',
        children: [
          {
            name: 'Skincare',
            products: [
              ['Kit Skincare Rotina Completa', 259.9, 'flor-de-lis', 'none', ['kit', 'sealNew']],
              ['Sérum Facial Vitamina C 30 ml', 119.9, 'flor-de-lis', 'none'],
              ['Hidratante Facial Ácido Hialurônico', 99.9, 'flor-de-lis', 'none'],
              ['Protetor Solar Facial FPS 50 Toque Seco', 79.9, 'flor-de-lis', 'none', ['percentOff']],
            ],
          },
          {
            name: 'Cabelos',
            products: [
              ['Shampoo Reparador Óleo de Argan 300 ml', 49.9, 'flor-de-lis', 'none', ['signature']],
              ['Máscara de Hidratação Capilar 500 g', 69.9, 'flor-de-lis', 'none'],
              ['Secador de Cabelo Íons 2000 W', 289.9, 'flor-de-lis', 'voltage', ['amountOff']],
            ],
          },
        ],
      },
    ],
  },
  {
    name: 'Esporte e Lazer',
    children: [
      {
        name: 'Fitness',
        children: [
          {
            name: 'Acessórios Fitness',
            products: [
              ['Kit Halteres Emborrachados 2 x 5 kg', 199.9, 'trilha', 'none'],
              ['Tapete de Yoga Antiderrapante 6 mm', 129.9, 'trilha', 'color'],
              ['Corda de Pular com Rolamento', 49.9, 'trilha', 'none', ['takeXPayY']],
              ['Meia Esportiva Cano Médio', 29.9, 'trilha', 'none', ['limitMin']],
            ],
          },
          {
            name: 'Roupas Fitness',
            products: [
              ['Legging Cintura Alta Compressão', 139.9, 'trilha', 'apparel', ['percentOff']],
              ['Top Esportivo Alta Sustentação', 99.9, 'trilha', 'apparel'],
              ['Shorts de Corrida com Bolso', 89.9, 'trilha', 'apparel'],
            ],
          },
        ],
      },
      {
        name: 'Camping',
        children: [
          {
            name: 'Barracas',
            products: [
              ['Barraca Iglu 4 Pessoas Impermeável', 549.9, 'trilha', 'none', ['sealFreeShipping']],
              ['Saco de Dormir Térmico até 5 °C', 199.9, 'trilha', 'none'],
              ['Lanterna de Cabeça Recarregável LED', 89.9, 'trilha', 'none'],
              ['Cadeira Dobrável de Camping', 149.9, 'trilha', 'color'],
            ],
          },
        ],
      },
    ],
  },
];

/** Colour palette for colour references: [name, css colour]. */
export const colourRows: readonly (readonly [string, string])[] = [
  ['Branco', '#f4f4f2'],
  ['Preto', '#1f1f1f'],
  ['Azul Marinho', '#1f2a44'],
  ['Vermelho', '#b3261e'],
  ['Verde Oliva', '#6b7b3a'],
  ['Rosa', '#e8a1b0'],
  ['Bege', '#d8c3a5'],
  ['Cinza', '#8e8e8e'],
  ['Amarelo Mostarda', '#d4a017'],
  ['Azul Claro', '#8ec5e8'],
];

/** Size rows for each sized kind. */
export const sizeRows: Record<'apparel' | 'shoes' | 'voltage' | 'volume', readonly string[]> = {
  apparel: ['P', 'M', 'G', 'GG'],
  shoes: ['36', '37', '38', '39', '40', '41', '42'],
  voltage: ['110V', '220V'],
  volume: ['50 ml', '100 ml'],
};
