import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import fp from 'fastify-plugin';

/**
 * OpenAPI description of the API, built from the route schemas: the UI at `/api/docs`, the JSON
 * at `/api/docs/json`. Registered before the routes so that it sees all of them.
 */
export const swaggerPlugin = fp(
  async (app) => {
    await app.register(swagger, {
      openapi: {
        info: {
          title: 'API интернет-магазина Здоровье+',
          description: 'Каталог, поиск, корзина, личный кабинет и содержимое сайта. Деньги — в рублях, тексты — на русском.',
          version: '0.1.0',
        },
        components: {
          securitySchemes: {
            xAuthorization: {
              type: 'apiKey',
              in: 'header',
              name: 'X-Authorization',
              description: '`Token {key}` для покупателя, вошедшего в кабинет, или `Session {key}` для гостя',
            },
          },
        },
        security: [{ xAuthorization: [] }],
      },
      refResolver: {
        // Name components after the shared schemas' $id (Product, Category, ...), not def-0, def-1.
        buildLocalReference: (json, _baseUri, _fragment, i) => String(json.$id ?? `def-${i}`),
      },
    });
    // No validator badge: it is a picture from validator.swagger.io, which the page's CSP does not allow (page-headers.ts).
    await app.register(swaggerUi, { routePrefix: '/api/docs', uiConfig: { validatorUrl: null } });
  },
  { name: 'swagger' },
);
