import { buildCatalogue } from './buildCatalogue';
import type { SandboxBanner, SandboxData, SandboxPaymentGateway } from './types';

const IMAGES = '/sandbox/images';

/** Options of the seed: the seed of the generator and the clock offers are relative to. */
export interface SeedOptions {
  seed?: number;
  now?: Date;
}

/** The default sandbox data: a believable pt-BR store, identical for the same seed and clock. */
export function createSeedData(options: SeedOptions = {}): SandboxData {
  const now = options.now ?? new Date();
  const seed = options.seed ?? 20_240_501;
  const maxInstallmentsWithoutInterest = 6;
  const minInstallmentValue = 10;
  const catalogue = buildCatalogue({ seed, now, maxInstallmentsWithoutInterest, minInstallmentValue });
  const product = (name: string) => catalogue.products.find((p) => p.name === name);
  const urlOf = (name: string) =>
    `/${product(name)?.urlFriendly ?? ''}/produto/${product(name)?.idProduct ?? ''}`;

  const banner = (
    idBanner: number,
    type: SandboxBanner['type'],
    name: string,
    link: string,
    extra: Partial<SandboxBanner> = {},
  ): SandboxBanner => ({
    idBanner,
    name,
    link,
    nameFileImage: `${IMAGES}/banners/${idBanner}.svg`,
    // No caption by default: the picture shows the title already (and its alt text names it).
    description: '',
    random: 0,
    type,
    device: 'all',
    textLink: null,
    ...extra,
  });

  const banners: SandboxBanner[] = [
    banner(1, 'F', 'Coleção Outono Inverno', '/moda-feminina/c', {
      description: '<p>Até <strong>30% OFF</strong> em peças selecionadas.</p>',
    }),
    banner(2, 'F', 'Semana da Casa', '/casa-e-cozinha/c', { random: 1 }),
    banner(3, 'F', 'Ofertas Relâmpago no App', '/busca?n=oferta', { random: 1, device: 'mobile' }),
    banner(4, 'F', 'Eletrônicos com Frete Grátis', '/eletronicos/c', { device: 'desktop' }),
    banner(5, 'C', 'Beleza em até 6x sem juros', '/beleza/c', {
      // Proves that downstream rendering sanitizes banner HTML: the handler and the script must go, the
      // (real, described) picture stays.
      description: `<p>Marcas com o selo Beleza Garantida.</p><img src="${IMAGES}/seals/beleza.svg" alt="Selo Beleza Garantida" width="80" height="80" onerror="alert('banner')"><script>alert(1)</script>`,
    }),
    banner(6, 'C', 'Esporte e Lazer', '/esporte-e-lazer/c', { random: 1 }),
    banner(7, 'L', 'Cupom BEMVINDO10', '/customer/login', {
      description: '<p>Use o cupom <b>BEMVINDO10</b> na primeira compra.</p>',
    }),
    banner(8, 'L', 'Troca Grátis', '/institucional/1/2', { device: 'desktop' }),
    banner(9, 'R', 'Pague com PIX e ganhe 5%', '/institucional/1/3'),
    banner(10, 'R', 'Baixe o aplicativo', '/', { device: 'mobile', random: 1 }),
    banner(11, 'F', 'Vestidos da Estação', '/moda-feminina/roupas/vestidos/c', {
      textLink: 'moda-feminina/roupas/vestidos/c',
    }),
    banner(12, 'C', 'Moda Feminina', '/moda-feminina/c', { textLink: 'moda-feminina/c' }),
    banner(13, 'F', 'Dia das Mães', '/dia-das-maes/g', { textLink: 'dia-das-maes/g' }),
    banner(14, 'F', 'Sonora Áudio', '/sonora/m', { textLink: 'sonora/m' }),
  ];

  const cardBrands = [
    [1, 'Visa', 'visa'],
    [2, 'Mastercard', 'mastercard'],
    [3, 'Elo', 'elo'],
    [4, 'American Express', 'amex'],
    [5, 'Hipercard', 'hipercard'],
    [6, 'Diners Club', 'diners'],
  ] as const;
  const paymentGateways: SandboxPaymentGateway[] = [
    {
      idPaymentGateway: 17,
      name: 'PagSeguro V4',
      paymentMethods: [
        {
          idPaymentMethod: 1,
          name: 'Cartão de Crédito',
          paymentBrands: cardBrands.map(([id, name, slug]) => ({
            idPaymentBrand: id,
            name,
            namePayment: 'Cartão de Crédito',
            image: `${IMAGES}/payments/${slug}.svg`,
          })),
        },
      ],
    },
    {
      idPaymentGateway: 20,
      name: 'PagSeguro',
      paymentMethods: [
        {
          idPaymentMethod: 4,
          name: 'Débito Online',
          paymentBrands: [
            [320, 'Banco do Brasil', 'banco-do-brasil'],
            [321, 'Bradesco', 'bradesco'],
            [322, 'Itaú', 'itau'],
            [323, 'Banrisul', 'banrisul'],
          ].map(([id, name, slug]) => ({
            idPaymentBrand: id as number,
            name: name as string,
            namePayment: 'Transferência Bancária',
            image: `${IMAGES}/payments/${slug as string}.svg`,
          })),
        },
      ],
    },
    {
      idPaymentGateway: 5,
      name: 'Boleto Vitrine',
      paymentMethods: [
        {
          idPaymentMethod: 2,
          name: 'Boleto Bancário',
          paymentBrands: [
            {
              idPaymentBrand: 200,
              name: 'Boleto',
              namePayment: 'Boleto Bancário',
              image: `${IMAGES}/payments/boleto.svg`,
            },
          ],
        },
      ],
    },
    {
      idPaymentGateway: 6,
      name: 'PIX Vitrine',
      paymentMethods: [
        {
          idPaymentMethod: 3,
          name: 'PIX',
          paymentBrands: [
            { idPaymentBrand: 300, name: 'PIX', namePayment: 'PIX', image: `${IMAGES}/payments/pix.svg` },
          ],
        },
      ],
    },
  ];

  const policy =
    '<h2>Política de Privacidade</h2><p>A Loja Vitrine respeita a sua privacidade. Coletamos apenas os dados necessários para processar pedidos, emitir notas fiscais e melhorar a sua experiência.</p><h3>Cookies</h3><p>Usamos cookies para manter o seu carrinho e a sua sessão. Você pode desativá-los no navegador.</p><h3>Seus direitos (LGPD)</h3><p>Você pode pedir acesso, correção ou exclusão dos seus dados pelo e-mail privacidade@lojavitrine.com.br.</p>';

  return {
    company: {
      sortDefault: 'R',
      orderBy: 'DESC',
      usePurchaseFacilitator: 'S',
      privacyPolicy: {
        statusPolicyPrivacy: true,
        policyPrivacy: policy,
        alertText:
          'Usamos cookies para melhorar a sua experiência. Ao continuar navegando, você concorda com a nossa {link}.',
      },
      statusGTM: true,
      gtm: 'GTM-VITR1NE',
      idPixel: '123456789012345',
      nameStore: 'Loja Vitrine',
      fantasyName: 'Vitrine Comércio Eletrônico Ltda.',
      urlStore: 'http://localhost:5173',
      phoneContact: '(11) 4002-8922',
      complementText: 'Atendimento de segunda a sexta, das 9h às 18h.',
      showInstallmentAtListsAndDetail: true,
      showProductAvaliationStars: true,
      quantityProductsToShowAtShowcase: 12,
      quantityItemsPage: 12,
      infiniteScrolling: false,
      viewProductFiltersUrl: true,
      logo: `${IMAGES}/logo.svg`,
      email: 'atendimento@lojavitrine.com.br',
      cnpj: '12.345.678/0001-95',
      address: 'Rua Augusta, 1500 - Consolação, São Paulo - SP, 01304-001',
    },
    ...catalogue,
    banners,
    customPages: [
      {
        idCustomPage: 1,
        name: 'institucional',
        order: 1,
        customPagesContent: [
          {
            idCustomPageContent: 1,
            name: 'Quem Somos',
            content:
              '<h2>Quem Somos</h2><p>A Loja Vitrine nasceu em 2012 em São Paulo com a missão de levar moda, casa e tecnologia com preço justo a todo o Brasil.</p>',
            titlePage: 'Quem Somos | Loja Vitrine',
            keywords: 'quem somos, loja vitrine',
            metatag: 'Conheça a história da Loja Vitrine.',
          },
          {
            idCustomPageContent: 2,
            name: 'Trocas e Devoluções',
            content:
              '<h2>Trocas e Devoluções</h2><p>Você tem até 30 dias para trocar e 7 dias para desistir da compra, conforme o Código de Defesa do Consumidor.</p>',
            titlePage: 'Trocas e Devoluções | Loja Vitrine',
            keywords: 'troca, devolução',
            metatag: 'Política de trocas e devoluções.',
          },
          {
            idCustomPageContent: 3,
            name: 'política de privacidade',
            content: policy,
            titlePage: 'Política de Privacidade | Loja Vitrine',
            keywords: 'privacidade, lgpd, cookies',
            metatag: 'Como tratamos os seus dados pessoais.',
          },
        ],
      },
      {
        idCustomPage: 2,
        name: 'Ajuda',
        order: 2,
        customPagesContent: [
          {
            idCustomPageContent: 4,
            name: 'Formas de Pagamento',
            content:
              '<h2>Formas de Pagamento</h2><p>Cartão de crédito em até 18x (até 6x sem juros), boleto bancário, PIX e débito online.</p>',
            titlePage: 'Formas de Pagamento | Loja Vitrine',
            keywords: 'pagamento, parcelamento, pix, boleto',
            metatag: 'Formas de pagamento aceitas.',
          },
          {
            idCustomPageContent: 5,
            name: 'Prazos de Entrega',
            content:
              '<h2>Prazos de Entrega</h2><p>Os prazos são contados em dias úteis a partir da confirmação do pagamento.</p>',
            titlePage: 'Prazos de Entrega | Loja Vitrine',
            keywords: 'entrega, frete, prazo',
            metatag: 'Prazos e modalidades de entrega.',
          },
        ],
      },
    ],
    faqs: [
      {
        question: 'Qual o prazo de entrega?',
        answer: 'O prazo aparece no carrinho ao informar o CEP e é contado em dias úteis.',
      },
      {
        question: 'Como rastrear meu pedido?',
        answer: 'Acesse Minha Conta > Meus Pedidos e clique em Rastrear.',
      },
      {
        question: 'Posso trocar um produto?',
        answer: 'Sim, em até 30 dias após o recebimento, sem custo na primeira troca.',
      },
      {
        question: 'Quais as formas de pagamento?',
        answer: 'Cartão de crédito em até 18x, boleto, PIX e débito online.',
      },
      {
        question: 'A loja emite nota fiscal?',
        answer: 'Sim, todos os pedidos acompanham nota fiscal eletrônica.',
      },
    ],
    seals: [
      {
        name: 'Site Seguro',
        image: `${IMAGES}/seals/site-seguro.svg`,
        link: 'https://example.com/site-seguro',
        code: '',
      },
      {
        name: 'Loja Confiável',
        image: `${IMAGES}/seals/loja-confiavel.svg`,
        link: 'https://example.com/loja-confiavel',
        code: '',
      },
      {
        name: 'Compra Protegida',
        image: `${IMAGES}/seals/compra-protegida.svg`,
        link: '',
        code: '<span class="seal">Compra Protegida</span>',
      },
    ],
    reputationSeal: { idEBit: '98765' },
    deliveryTracking: { token: 'sandbox-tracking-token' },
    socialNetworks: [
      {
        identifier: 'whatsapp',
        content: '5511940028922',
        contactMessage: 'Olá! Vim pela Loja Vitrine e gostaria de ajuda.',
        position: 'ESQUERDA',
        show: true,
      },
      {
        identifier: 'instagram',
        content: 'https://instagram.com/lojavitrine',
        contactMessage: '',
        position: 'DIREITA',
        show: true,
      },
      {
        identifier: 'facebook',
        content: 'https://facebook.com/lojavitrine',
        contactMessage: '',
        position: 'DIREITA',
        show: true,
      },
      {
        identifier: 'youtube',
        content: 'https://youtube.com/@lojavitrine',
        contactMessage: '',
        position: 'DIREITA',
        show: false,
      },
    ],
    companySocialMedia: [
      {
        identifier: 'instagram',
        content: 'https://instagram.com/lojavitrine',
        contactMessage: '',
        position: 'DIREITA',
        show: true,
      },
      {
        identifier: 'facebook',
        content: 'https://facebook.com/lojavitrine',
        contactMessage: '',
        position: 'DIREITA',
        show: true,
      },
      {
        identifier: 'tiktok',
        content: 'https://tiktok.com/@lojavitrine',
        contactMessage: '',
        position: 'DIREITA',
        show: true,
      },
    ],
    contactTopics: [
      { idContactTopic: 1, description: 'Dúvidas sobre produtos' },
      { idContactTopic: 2, description: 'Acompanhamento de pedido' },
      { idContactTopic: 3, description: 'Trocas e devoluções' },
      { idContactTopic: 4, description: 'Elogios e sugestões' },
    ],
    eventList: [
      { idType: 1, name: 'Lista de Casamento', description: 'Monte a lista de presentes do seu casamento.' },
      { idType: 2, name: 'Chá de Bebê', description: 'Tudo para a chegada do bebê.' },
      { idType: 3, name: 'Aniversário', description: 'Receba exatamente o que deseja.' },
    ],
    newsletterCategories: [
      { idEmailInfoCategory: 1, name: 'Ofertas' },
      { idEmailInfoCategory: 2, name: 'Lançamentos' },
    ],
    newsletterPopup: {
      status: true,
      title: 'Ganhe 10% OFF',
      description: 'Cadastre-se e receba o cupom BEMVINDO10 na primeira compra.',
      image: `${IMAGES}/banners/newsletter.svg`,
    },
    takeXPayY: [
      {
        idTakeXPayY: 1,
        name: 'Leve 3 Pague 2',
        imagePath: `${IMAGES}/seals/leve-3-pague-2.svg`,
        buyXGetYRoles: [
          { quantityToBuy: 3, quantityFree: 1 },
          { quantityToBuy: 6, quantityFree: 2 },
        ],
      },
    ],
    paymentGateways,
    customers: [
      {
        idCustomer: 501,
        name: 'Maria Silva',
        email: 'maria@example.com',
        password: 'vitrine123',
        cpfCnpj: '52998224725',
        phone: { phone1: '(11) 98765-4321' },
        birthDate: '15/03/1990',
        gender: 'F',
        addresses: [
          {
            idAddress: 1,
            name: 'Maria Silva',
            cep: '01310100',
            street: 'Avenida Paulista',
            number: '1000',
            complement: 'Apto 52',
            neighborhood: 'Bela Vista',
            city: 'São Paulo',
            state: 'SP',
            reference: 'Próximo ao MASP',
            defaultDelivery: true,
            billing: true,
          },
          {
            idAddress: 2,
            name: 'Maria Silva',
            cep: '20040020',
            street: 'Avenida Rio Branco',
            number: '156',
            complement: 'Sala 1201',
            neighborhood: 'Centro',
            city: 'Rio de Janeiro',
            state: 'RJ',
            reference: '',
            defaultDelivery: false,
            billing: false,
          },
        ],
        wishlist: [product('Fone de Ouvido Bluetooth Cancelamento de Ruído')?.idProduct ?? 0].filter(Boolean),
        orders: [
          {
            idOrder: 90001,
            code: 'VT-90001',
            date: new Date(now.getTime() - 20 * 86_400_000).toISOString(),
            status: 'Entregue',
            total: 329.8,
            totalShipping: 0,
            paymentMethod: 'PIX',
            items: [
              {
                idProduct: product('Camiseta Básica Algodão Pima')?.idProduct ?? 0,
                idSku: product('Camiseta Básica Algodão Pima')?.idSku ?? 0,
                name: 'Camiseta Básica Algodão Pima',
                quantity: 2,
                price: 89.9,
              },
              {
                idProduct: product('Boné Aba Curva Logo Bordado')?.idProduct ?? 0,
                idSku: product('Boné Aba Curva Logo Bordado')?.idSku ?? 0,
                name: 'Boné Aba Curva Logo Bordado',
                quantity: 1,
                price: 79.9,
              },
            ],
          },
        ],
        newsletter: true,
      },
    ],
    discountKeys: [
      {
        key: 'BEMVINDO10',
        typeDiscount: 1,
        value: 10,
        minimumValue: 0,
        description: '10% de desconto na primeira compra',
      },
      {
        key: 'VITRINE30',
        typeDiscount: 2,
        value: 30,
        minimumValue: 200,
        description: 'R$ 30,00 de desconto acima de R$ 200,00',
      },
    ],
    vouchers: [
      { code: 'VALE50', value: 50 },
      { code: 'VALE100', value: 100 },
    ],
    giftCards: [
      {
        code: 'GIFT-0001-VITRINE',
        balance: 150,
        idCustomer: 501,
        expirationDate: new Date(now.getTime() + 180 * 86_400_000).toISOString(),
      },
    ],
    postalCodes: [
      {
        cep: '01310100',
        street: 'Avenida Paulista',
        neighborhood: 'Bela Vista',
        city: 'São Paulo',
        state: 'SP',
      },
      { cep: '01304001', street: 'Rua Augusta', neighborhood: 'Consolação', city: 'São Paulo', state: 'SP' },
      {
        cep: '20040020',
        street: 'Avenida Rio Branco',
        neighborhood: 'Centro',
        city: 'Rio de Janeiro',
        state: 'RJ',
      },
      {
        cep: '30130010',
        street: 'Avenida Afonso Pena',
        neighborhood: 'Centro',
        city: 'Belo Horizonte',
        state: 'MG',
      },
      {
        cep: '40020000',
        street: 'Avenida Sete de Setembro',
        neighborhood: 'Centro',
        city: 'Salvador',
        state: 'BA',
      },
      { cep: '50030230', street: 'Rua do Bom Jesus', neighborhood: 'Recife', city: 'Recife', state: 'PE' },
      {
        cep: '69005070',
        street: 'Avenida Eduardo Ribeiro',
        neighborhood: 'Centro',
        city: 'Manaus',
        state: 'AM',
      },
      {
        cep: '70040010',
        street: 'Esplanada dos Ministérios',
        neighborhood: 'Zona Cívico-Administrativa',
        city: 'Brasília',
        state: 'DF',
      },
      {
        cep: '80020310',
        street: 'Rua XV de Novembro',
        neighborhood: 'Centro',
        city: 'Curitiba',
        state: 'PR',
      },
      {
        cep: '90010150',
        street: 'Rua dos Andradas',
        neighborhood: 'Centro Histórico',
        city: 'Porto Alegre',
        state: 'RS',
      },
    ],
    redirects: [
      { urlAntiga: '/produtos/camiseta-basica', urlNova: urlOf('Camiseta Básica Algodão Pima') },
      { urlAntiga: '/promocoes', urlNova: '/outlet/g' },
    ],
    antiBot: { status: true, tipo: 'Evaluation,Contact', siteKey: 'sandbox-site-key-6LcVitrine' },
    cartLimits: { minValue: 20, maxValue: 20_000 },
    freeFreightThreshold: 299,
    maxInstallmentsWithoutInterest,
    interestRate: 0.0199,
    minInstallmentValue,
    maintenance: { status: false, message: 'Estamos em manutenção. Voltamos em instantes!' },
  };
}
