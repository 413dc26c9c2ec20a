import * as z from 'zod/mini';
import { paymentGatewaySchema } from '../../schemas/paymentGatewaySchema';

/** A reply listing payment gateways (with their methods, brands and installments). */
export const gatewaysReply = z.array(paymentGatewaySchema);
