import { checkPersonName, PERSON_NAME_MAX_LENGTH } from '@vitrine/core';
import {
  brazilianStates,
  field,
  optionalInt,
  optionalText,
  requireEmail,
  requireInt,
  requireMinText,
  requirePhone,
  requireText,
} from './operationInput';
import { requireProduct } from './productViews';
import { SandboxError } from './sandboxError';
import type { OperationContext, OperationHandler } from './storeState';

/** Rejects an anti-bot token the fake verifier scores as a robot. */
function checkAntiBot(context: OperationContext, action: string): void {
  const { antiBot } = context.state.data;
  const token = optionalText(context.input, 'tokenRecaptcha', 'tokenRecaptcha') ?? '';
  if (
    antiBot.status &&
    antiBot.tipo
      .split(',')
      .map((t) => t.trim())
      .includes(action) &&
    token === 'bot'
  ) {
    throw new SandboxError(403, 'Falha na verificação anti-robô. Tente novamente.');
  }
}

/** Content, store settings, newsletter, contact and rating calls. */
export const contentOperations = {
  'content.company': ({ state }) => state.data.company,
  'content.institutionalPages': ({ state }) => state.data.customPages,
  'content.reputationSeal': ({ state }) => state.data.reputationSeal,
  'content.faq': ({ state }) => state.data.faqs,
  'content.antiBotCredentials': ({ state }) => state.data.antiBot,
  'content.seals': ({ state }) => state.data.seals,
  'content.deliveryTracking': ({ state }) => state.data.deliveryTracking,
  'content.validSession': () => true,
  'content.eventList': ({ state }) => state.data.eventList,
  'content.socialNetworks': ({ state }) => state.data.socialNetworks,
  'content.companySocialMedia': ({ state }) => state.data.companySocialMedia,

  'newsletter.categories': ({ state }) => state.data.newsletterCategories,
  'newsletter.register': (context) => {
    const { input, state } = context;
    const email = requireEmail(input);
    const name = optionalText(input, 'nome', 'name') ?? '';
    // The client's own rule, so a name the form accepts is never refused here (the name is absent in the
    // email-only mode).
    const verdict = checkPersonName(name);
    if (verdict === 'tooLong')
      throw new SandboxError(400, `O nome deve ter no máximo ${PERSON_NAME_MAX_LENGTH} caracteres.`);
    if (verdict === 'invalid') throw new SandboxError(400, 'Informe o nome corretamente.');
    const categories = field(input, 'emailInfoCategory');
    if (categories !== undefined && !Array.isArray(categories)) {
      throw new SandboxError(400, 'O campo emailInfoCategory deve ser uma lista.');
    }
    if (state.submissions.some((s) => s.kind === 'newsletter' && s.payload.email === email)) {
      throw new SandboxError(409, 'Este e-mail já está cadastrado na newsletter.');
    }
    context.record('newsletter', {
      idEmailInfo: optionalInt(input, 'idEmailInfo', 'idEmailInfo') ?? 0,
      name,
      email,
      emailInfoCategory: categories ?? [],
      gender: optionalText(input, 'gender', 'gender') ?? 'M',
    });
    return true;
  },
  // The logged-in shopper's registration; null for a visitor or a customer not subscribed.
  'newsletter.get': ({ input, state, session }) => {
    const customer = state.data.customers.find((c) => c.idCustomer === session.idCustomer);
    const email = optionalText(input, 'email', 'email')?.toLowerCase() ?? customer?.email;
    if (!email) return null;
    const submitted = state.submissions.findLast((s) => s.kind === 'newsletter' && s.payload.email === email);
    if (submitted) return submitted.payload;
    if (customer?.email === email && customer.newsletter) {
      return {
        idEmailInfo: customer.idCustomer,
        name: customer.name,
        email,
        emailInfoCategory: state.data.newsletterCategories,
        gender: customer.gender || 'M',
      };
    }
    return null;
  },
  'newsletter.popup': ({ state }) => state.data.newsletterPopup,

  'contact.topics': ({ state }) => state.data.contactTopics,
  'contact.send': (context) => {
    const { input, state } = context;
    const name = requireMinText(input, 'nome', 3, 'name');
    const email = requireEmail(input);
    const phone = requirePhone(input);
    const stateCode = requireText(input, 'estado', 'state').toUpperCase();
    if (!(brazilianStates as readonly string[]).includes(stateCode))
      throw new SandboxError(400, 'Selecione o Estado.');
    const city = requireMinText(input, 'cidade', 3, 'city');
    const subject = requireMinText(input, 'assunto', 3, 'subject');
    const message = requireMinText(input, 'mensagem', 3, 'message');
    const topic = field(input, 'contactTopic') as { idContactTopic?: unknown } | undefined;
    const idTopic = topic && typeof topic === 'object' ? topic.idContactTopic : undefined;
    const known = state.data.contactTopics.find((t) => t.idContactTopic === idTopic);
    if (!known) throw new SandboxError(400, 'Selecione a Descrição.');
    checkAntiBot(context, 'Contact');
    context.record('contact', {
      name,
      email,
      phone,
      state: stateCode,
      city,
      subject,
      message,
      contactTopic: known,
    });
    return true;
  },

  'ratings.send': (context) => {
    const { input, state, now } = context;
    const name = requireMinText(input, 'nome', 3, 'name');
    const email = requireEmail(input);
    const addressCity = requireText(input, 'cidade', 'addressCity', 'city');
    const addressState = requireText(input, 'estado', 'addressState', 'state').toUpperCase();
    if (!(brazilianStates as readonly string[]).includes(addressState))
      throw new SandboxError(400, 'Informe o Estado.');
    const title = requireText(input, 'título', 'title');
    const comment = requireText(input, 'opinião', 'comment');
    const rate = requireInt(input, 'nota', 'rate', {
      min: 1,
      max: 5,
      message: 'A nota deve estar entre 1 e 5.',
    });
    const product = requireProduct(state.data, requireInt(input, 'idProduct', 'idProduct'));
    checkAntiBot(context, 'Evaluation');
    const leave = field(input, 'leavePublicEmail');
    const rating = {
      idProductRating: context.nextId(),
      idProduct: product.idProduct,
      title,
      comment,
      name,
      email,
      addressCity,
      addressState,
      rate,
      leavePublicEmail: leave === true || leave === 'true' || leave === 1,
      dateRegister: now.toISOString(),
    };
    product.productRatings.unshift(rating);
    product.rate = Math.round(
      product.productRatings.reduce((s, r) => s + r.rate, 0) / product.productRatings.length,
    );
    context.record('rating', { ...rating });
    return true;
  },
  'ratings.list': ({ input, state }) => {
    const product = requireProduct(state.data, requireInt(input, 'idProduct', 'idProduct'));
    return product.productRatings.map((r) => ({ ...r, email: r.leavePublicEmail ? r.email : '' }));
  },
} satisfies Record<string, OperationHandler>;
