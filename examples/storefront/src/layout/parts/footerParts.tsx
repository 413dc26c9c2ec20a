// The footer's widgets: one chunk, fetched when the footer comes near the viewport.
export {
  EventList,
  FaqLink,
  InstitutionalLinks,
  NewsletterForm,
  PaymentFlags,
  Seals,
  SocialLinks,
  StoreData,
} from '@vitrine/ui';
