/**
 * The shapes the sandbox serves, named after the platform API's entities. They are the sandbox's own
 * declarations (the client parses them with its schemas); extra keys the platform sends are kept.
 */

/** A variation of a reference (a colour, a size, a voltage). */
export interface SandboxVariation {
  idVariation: number;
  name: string;
  /** Swatch image URL for image variations; empty string when none. */
  image: string;
  /** CSS colour for colour variations; empty string when none. */
  color: string;
  displayOrder: number;
  idReference: number;
  nameReference: string;
}

/** A reference (Cor, Tamanho, Voltagem...) with its variations. */
export interface SandboxReference {
  idReference: number;
  name: string;
  ordinationOfReferences: number;
  /** 'Cor', 'Texto', 'Imagem'. */
  referenceType: string;
  variations: SandboxVariation[];
}

/** Installment summary shown on cards and detail. */
export interface SandboxInstallmentMax {
  maxNumber: number;
  value: number;
  description: string;
}

/** A stock keeping unit of a product. */
export interface SandboxSku {
  idSku: number;
  code: string;
  price: number;
  pricePromotion: number;
  stock: number;
  standard: boolean;
  visible: boolean;
  variations: SandboxVariation[];
  installmentMax: SandboxInstallmentMax;
}

/** A short product reference used in related, kit, conjunct and grouping lists. */
export interface SandboxProductLink {
  idProduct: number;
  idSku: number | null;
  name: string;
  urlFriendly: string;
  imageHome: string;
  price: number;
  pricePromotion: number;
  stock: number;
}

/** A kit component: a product with the quantity the kit holds. */
export interface SandboxKitProduct extends SandboxProductLink {
  quantity: number;
}

/** A product rating. */
export interface SandboxRating {
  idProductRating: number;
  idProduct: number;
  title: string;
  comment: string;
  name: string;
  email: string;
  addressCity: string;
  addressState: string;
  rate: number;
  leavePublicEmail: boolean;
  /** ISO date-time. */
  dateRegister: string;
}

/** A product as the catalogue stores it: the list fields plus the detail extras. */
export interface SandboxProduct {
  idProduct: number;
  idSku: number;
  name: string;
  originalName: string;
  nameWithoutHtml: string;
  title: string;
  metaKeyWords: string;
  metaDescription: string;
  urlFriendly: string;
  code: string;
  imageHome: string;
  alternativeImage: string;
  price: number;
  pricePromotion: number;
  /** 1 means percent, 2 (otherwise) an amount. */
  typeDiscount: number;
  valueDiscount: number;
  installmentMax: SandboxInstallmentMax;
  stock: number;
  flagExhausted: boolean;
  descriptionAvailabilityStatus: string;
  /** 1 means lightning offer. */
  offerStatus: number;
  /** ISO date-time; null when not an offer. */
  offerEndDate: string | null;
  sealStatus: { name: string; image: string };
  brand: { idBrand: number; name: string; logo: string; urlFriendly: string };
  categories: { idCategory: number; name: string; level: string; default: boolean; urlFriendly: string }[];
  rate: number;
  productRatings: SandboxRating[];
  /** 3 means price on request; 1 physical. */
  idTypeProduct: number;
  hasConjunct: boolean;
  conjunctProducts: SandboxProductLink[];
  isKit: boolean;
  kitProducts: SandboxKitProduct[];
  haveSku: boolean;
  availableReferences: SandboxReference[];
  skUs: SandboxSku[];
  relatedProducts: SandboxProductLink[];
  alsoProductsPurchased: SandboxProductLink[];
  productSignature: boolean;
  purchaseRecurring: boolean;
  productImages: { imageDefault: string; imageHighResolution: string; variacao_ids: number[] }[];
  productGrouping: {
    type: 'Cor' | 'Texto' | 'Imagem' | 'ImagemProduto';
    name: string;
    products: { idProduct: number; description: string; urlFriendly: string; image: string; color: string }[];
  } | null;
  descriptionDetail: string;
  descriptionDetailSummary: string;
  buyTogether: { products: (SandboxProductLink & { isKit: boolean; hasConjunct: boolean })[] } | null;
  /** Cart limit on this product (Q: quantity per item); null when none. */
  limit: { tipo: 'Q'; minimo: number; maximo: number } | null;
  /** Units sold, drives the best-sellers order. */
  soldCount: number;
  /** ISO date of release, drives the releases order. */
  releaseDate: string;
  /** Order of display (sort C/O). */
  displayOrder: number;
  groups: number[];
  showcase: boolean;
  /** Take-X-pay-Y campaign id, when the product takes part in one. */
  idTakeXPayY: number | null;
  /** Weight in kg, used by the freight rules. */
  weight: number;
}

/** A category of the tree. */
export interface SandboxCategory {
  idCategory: number;
  name: string;
  urlFriendly: string;
  level: string;
  image: string;
  childMenu: SandboxCategory[];
}

/** A brand. */
export interface SandboxBrand {
  idBrand: number;
  name: string;
  title: string;
  metadata: string;
  metaDescription: string;
  logo: string;
  urlFriendly: string;
  urlStore: string;
  featured: boolean;
}

/** A group (a themed collection of products). */
export interface SandboxGroup {
  idGroup: number;
  name: string;
  title: string;
  metaDescription: string;
  urlFriendly: string;
  urlGroup: string;
  /** Ids of the products the group shows. */
  productShowCases: number[];
}

/** A banner: F full, C central, L side, R footer. */
export interface SandboxBanner {
  idBanner: number;
  name: string;
  link: string;
  nameFileImage: string;
  description: string;
  random: 0 | 1;
  type: 'F' | 'C' | 'L' | 'R';
  /** 'mobile', 'desktop' or 'all'. */
  device: 'mobile' | 'desktop' | 'all';
  /** Category, group or brand path plus /c, /g or /m; null for the store-wide banners. */
  textLink: string | null;
}

/** An institutional custom page. */
export interface SandboxCustomPage {
  idCustomPage: number;
  name: string;
  order: 1 | 2;
  customPagesContent: {
    idCustomPageContent: number;
    name: string;
    content: string;
    titlePage: string;
    keywords: string;
    metatag: string;
  }[];
}

/** Company settings. */
export interface SandboxCompany {
  sortDefault: 'N' | 'C' | 'O' | 'P' | 'R' | 'V';
  orderBy: 'ASC' | 'DESC';
  usePurchaseFacilitator: 'S' | 'N';
  privacyPolicy: { statusPolicyPrivacy: boolean; policyPrivacy: string; alertText: string };
  statusGTM: boolean;
  gtm: string;
  idPixel: string;
  nameStore: string;
  fantasyName: string;
  urlStore: string;
  phoneContact: string;
  complementText: string;
  showInstallmentAtListsAndDetail: boolean;
  showProductAvaliationStars: boolean;
  quantityProductsToShowAtShowcase: number;
  quantityItemsPage: number;
  infiniteScrolling: boolean;
  viewProductFiltersUrl: boolean;
  logo: string;
  email: string;
  cnpj: string;
  address: string;
}

/** A take-X-pay-Y campaign. */
export interface SandboxTakeXPayY {
  idTakeXPayY: number;
  name: string;
  imagePath: string;
  buyXGetYRoles: { quantityToBuy: number; quantityFree: number }[];
}

/** A payment gateway with methods, brands and (store) installments. */
export interface SandboxPaymentGateway {
  idPaymentGateway: number;
  name: string;
  paymentMethods: {
    idPaymentMethod: number;
    name: string;
    paymentBrands: { idPaymentBrand: number; name: string; namePayment: string; image: string }[];
  }[];
}

/** A social network link. */
export interface SandboxSocialNetwork {
  identifier: string;
  content: string;
  contactMessage: string;
  /** 'ESQUERDA' means left; otherwise right. */
  position: string;
  show: boolean;
}

/** A seal (security or reputation). */
export interface SandboxSeal {
  name: string;
  image: string;
  link: string;
  code: string;
}

/** A customer account of the sandbox (with its password and addresses). */
export interface SandboxCustomerAccount {
  idCustomer: number;
  name: string;
  email: string;
  password: string;
  cpfCnpj: string;
  phone: { phone1: string };
  birthDate: string;
  gender: string;
  addresses: SandboxAddress[];
  wishlist: number[];
  orders: SandboxOrder[];
  newsletter: boolean;
}

/** A delivery or billing address. */
export interface SandboxAddress {
  idAddress: number;
  /** The recipient's name. */
  name: string;
  cep: string;
  street: string;
  number: string;
  complement: string;
  neighborhood: string;
  city: string;
  state: string;
  reference: string;
  defaultDelivery: boolean;
  billing: boolean;
}

/** A past order. */
export interface SandboxOrder {
  idOrder: number;
  code: string;
  date: string;
  status: string;
  total: number;
  totalShipping: number;
  paymentMethod: string;
  items: { idProduct: number; idSku: number; name: string; quantity: number; price: number }[];
}

/** The whole catalogue and content a store serves; every section can be replaced or extended. */
export interface SandboxData {
  company: SandboxCompany;
  categories: SandboxCategory[];
  brands: SandboxBrand[];
  groups: SandboxGroup[];
  products: SandboxProduct[];
  banners: SandboxBanner[];
  customPages: SandboxCustomPage[];
  faqs: { question: string; answer: string }[];
  seals: SandboxSeal[];
  reputationSeal: { idEBit: string };
  deliveryTracking: { token: string };
  socialNetworks: SandboxSocialNetwork[];
  companySocialMedia: SandboxSocialNetwork[];
  contactTopics: { idContactTopic: number; description: string }[];
  eventList: { idType: number; name: string; description: string }[];
  newsletterCategories: { idEmailInfoCategory: number; name: string }[];
  newsletterPopup: { status: boolean; title: string; description: string; image: string };
  takeXPayY: SandboxTakeXPayY[];
  paymentGateways: SandboxPaymentGateway[];
  customers: SandboxCustomerAccount[];
  discountKeys: {
    key: string;
    typeDiscount: 1 | 2;
    value: number;
    minimumValue: number;
    description: string;
  }[];
  vouchers: { code: string; value: number }[];
  giftCards: { code: string; balance: number; idCustomer: number; expirationDate: string | null }[];
  postalCodes: { cep: string; street: string; neighborhood: string; city: string; state: string }[];
  redirects: { urlAntiga: string; urlNova: string }[];
  antiBot: { status: boolean; tipo: string; siteKey: string };
  /** Cart value limits (V): minimum and maximum cart totals; 0 means no limit. */
  cartLimits: { minValue: number; maxValue: number };
  /** Subtotal at or above which the free-freight mode appears. */
  freeFreightThreshold: number;
  /** Interest-free installments of the store (a value of 1 is treated as 0). */
  maxInstallmentsWithoutInterest: number;
  /** Monthly interest rate above the interest-free installments (e.g. 0.0199). */
  interestRate: number;
  /** Smallest installment value in BRL. */
  minInstallmentValue: number;
  maintenance: { status: boolean; message: string };
}
