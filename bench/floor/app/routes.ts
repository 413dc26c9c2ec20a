import { type RouteConfig, route } from '@react-router/dev/routes';

export default [route(':slug/produto', 'routes/product.tsx')] satisfies RouteConfig;
