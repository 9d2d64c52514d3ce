import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import fastifyCompress from '@fastify/compress';
import fastifyCookie from '@fastify/cookie';
import fastifyHelmet from '@fastify/helmet';
import { declareRouteSecurity } from './platform/openapi-security.ts';
import { hstsWhenHttps } from './platform/hsts.ts';
import fastifyRateLimit from '@fastify/rate-limit';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform, serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorMessages } from '@kaimono/i18n';
import { registerAuth } from './platform/auth.ts';
import { registerErrorHandling } from './platform/errors.ts';
import { clientErrorHandler, createRouteIndex, frameworkErrors, registerInputGuards, sendApiNotFound } from './platform/edges.ts';
import type { AppDeps } from './platform/deps.ts';
import { metrics, registerHttpMetrics } from './platform/metrics.ts';
import { genReqId, registerRequestIds, requestIdMixin } from './platform/request-id.ts';
import { registerWebAssets } from './platform/web-assets.ts';
import { opportunisticSweeper, postgresRateLimitStore } from './platform/rate-limit-store.ts';
import { accountRoutes, sessionStore, sessionsRoutes } from './modules/account/index.ts';
import { identityRoutes } from './modules/identity/index.ts';
import { contentRoutes } from './modules/content/index.ts';
import { searchRoutes } from './modules/search/index.ts';
import { ratesRoutes } from './modules/rates/index.ts';
import { catalogContext, createBrowseRoutes, createCatalogRoutes } from './modules/catalog/index.ts';
import { favoritesRoutes } from './modules/favorites/index.ts';
import { sandboxRoutes } from './modules/sandbox/index.ts';
import { translateAdminRoutes, translateRoutes } from './modules/translate/index.ts';
import { systemRoutes } from './modules/system/index.ts';
import { profileRoutes } from './modules/profile/index.ts';
import { addressRoutes, utilityRoutes } from './modules/address/index.ts';
import { staffAccountsRoutes, staffRoutes } from './modules/staff/index.ts';
import { auditRoutes, recordStaffAction, staffActorOf } from './modules/audit/index.ts';
import { notificationsRoutes } from './modules/notifications/index.ts';
import { pushRoutes } from './modules/push/index.ts';
import { complaintsRoutes } from './modules/complaints/index.ts';
import { uploadsRoutes } from './modules/uploads/index.ts';
import { walletRoutes } from './modules/wallet/index.ts';
import { walletTopupRoutes } from './modules/wallet/index.ts';
import { walletCardsRoutes } from './modules/wallet/index.ts';
import { vouchersRoutes } from './modules/vouchers/index.ts';
import { vipRoutes } from './modules/vip/index.ts';
import { walletHistoryRoutes, accountsRoutes } from './modules/wallet/index.ts';
import { pricingRoutes } from './modules/pricing/index.ts';
import { cartRoutes } from './modules/cart/index.ts';
import { billsRoutes } from './modules/bills/index.ts';
import { ordersRoutes, ordersAdminRoutes } from './modules/orders/index.ts';
import { desiredPriceRoutes } from './modules/desired-price/index.ts';
import { biddingRoutes } from './modules/bidding/index.ts';
import { purchasingRoutes } from './modules/purchasing/index.ts';
import { shipmentsRoutes } from './modules/shipments/index.ts';
import { backofficeRoutes } from './modules/backoffice/index.ts';
import { imageRoutes } from './modules/images/index.ts';
import { alertsRoutes } from './modules/alerts/index.ts';

export interface BuildAppOptions {
  /** pino options; tests pass false. */
  logger?: boolean | object;
  /** Serve the built web app (off in API tests). */
  serveWeb?: boolean;
  /** The server-side renderer's bundle (default: the web build's dist-ssr/entry-server.js; ADR 0011). */
  ssrBundlePath?: string;
}

/** The whole HTTP application: platform plugins, then every module. Tests build it too. */
export async function buildApp(deps: AppDeps, options: BuildAppOptions = {}): Promise<FastifyInstance> {
  const app = Fastify({
    // Every line written while a request is handled carries its id (platform/request-id.ts).
    logger:
      options.logger === false
        ? false
        : { level: deps.config.logLevel, ...(typeof options.logger === 'object' ? options.logger : {}), mixin: requestIdMixin },
    // The proxy's (or client's) X-Request-Id when it is a sane token, else a new UUID.
    genReqId,
    requestIdHeader: false,
    trustProxy: deps.config.trustProxy,
    bodyLimit: 1024 * 1024,
    // Keep Fastify's own 404 for odd URLs out of the way: our handlers answer every case.
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 300 },
    // The router's and the HTTP parser's own refusals, in our shape (platform/edges.ts).
    frameworkErrors,
    clientErrorHandler,
  }).withTypeProvider<ZodTypeProvider>();

  registerRequestIds(app, { onErrorCode: (request, code) => metrics.noteErrorCode(request, code) });
  registerHttpMetrics(app);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandling(app);
  registerInputGuards(app);
  const routeIndex = createRouteIndex(app);

  await app.register(fastifyHelmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        // Radix positions popovers with inline styles; no inline scripts are allowed.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
        connectSrc: ["'self'"],
        fontSrc: ["'self'", 'data:'],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        upgradeInsecureRequests: null,
      },
    },
    crossOriginEmbedderPolicy: false,
    // Strict-Transport-Security is sent below, on every request that came over HTTPS.
    hsts: false,
  });
  hstsWhenHttps(app);
  // gzip/brotli for API answers and the web app's assets (threshold: small bodies are not worth it).
  await app.register(fastifyCompress, { threshold: 1024, encodings: ['br', 'gzip'] });
  await app.register(fastifyCookie);
  // Per-address and per-account limits count in the database (rate_limit_counters), so every server
  // process shares them (ADR 0008); ended windows are swept about once a minute after a hit.
  const sweep = opportunisticSweeper(deps.database, { onError: (error) => app.log.warn({ err: error }, 'sweeping shared limits failed') });
  await app.register(fastifyRateLimit, {
    global: false,
    store: postgresRateLimitStore(deps.database, { afterHit: sweep }),
    errorResponseBuilder: (_request, context) => ({
      statusCode: 429,
      success: false,
      code: 'RATE_LIMITED',
      message: errorMessages.RATE_LIMITED,
      retryAfterSeconds: Math.ceil(context.ttl / 1000),
    }),
  });
  await registerAuth(app, {
    secret: deps.config.jwtSecret,
    ttlSeconds: deps.config.tokenTtlSeconds,
    // Every token names a live session (user_sessions); what a process read is trusted a few seconds.
    sessions: sessionStore(deps.database.db),
    ...(deps.sessionCache?.ttlMs !== undefined ? { cacheMs: deps.sessionCache.ttlMs } : {}),
    ...(deps.sessionCache?.now ? { now: deps.sessionCache.now } : {}),
    // Every refused staff operation is in the audit log (issue 16: "the attempt is logged").
    // Several processes on one PostgreSQL: an ended session or a changed role is forgotten by all at once.
    ...(deps.database.channel ? { channel: deps.database.channel('kaimono_sessions', { warn: (message) => app.log.warn(message) }) } : {}),
    onPermissionDenied: (request, permission) =>
      recordStaffAction(deps.database.db, {
        ...staffActorOf(request),
        action: 'permission.denied',
        entityType: 'route',
        entityId: `${request.method} ${request.routeOptions.url ?? request.url}`,
        after: { permission, roles: [...(request.viewer?.staffRoles ?? [])], role: request.viewer?.role ?? null },
      }),
  });

  declareRouteSecurity(app);
  await app.register(fastifySwagger, {
    openapi: {
      info: { title: 'Kaimono API', version: '0.1.0', description: 'API của Kaimono: mua hộ hàng từ sáu sàn Nhật Bản.' },
      components: { securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(fastifySwaggerUi, { routePrefix: '/api/docs', staticCSP: true });

  await app.register(systemRoutes, deps);
  await app.register(accountRoutes, deps);
  await app.register(sessionsRoutes, deps);
  await app.register(identityRoutes, deps);
  await app.register(contentRoutes, deps);
  await app.register(searchRoutes, deps);
  await app.register(ratesRoutes, deps);
  await deps.translator.attachStore?.(deps.database.db);
  await app.register(translateRoutes, deps);
  await app.register(translateAdminRoutes, deps);
  await app.register(createCatalogRoutes(catalogContext), deps);
  await app.register(createBrowseRoutes(catalogContext), deps);
  await app.register(favoritesRoutes, deps);
  await app.register(sandboxRoutes, deps);
  await app.register(imageRoutes, deps);
  await app.register(profileRoutes, deps);
  await app.register(utilityRoutes, deps);
  await app.register(addressRoutes, deps);
  await app.register(staffRoutes, deps);
  await app.register(staffAccountsRoutes, deps);
  await app.register(auditRoutes, deps);
  await app.register(notificationsRoutes, deps);
  await app.register(pushRoutes, deps);
  await app.register(uploadsRoutes, deps);
  await app.register(complaintsRoutes, deps);
  await app.register(walletRoutes, deps);
  await app.register(walletTopupRoutes, deps);
  await app.register(walletCardsRoutes, deps);
  await app.register(vouchersRoutes, deps);
  await app.register(vipRoutes, deps);
  await app.register(walletHistoryRoutes, deps);
  await app.register(accountsRoutes, deps);
  await app.register(pricingRoutes, deps);
  await app.register(cartRoutes, deps);
  await app.register(billsRoutes, deps);
  await app.register(ordersRoutes, deps);
  await app.register(ordersAdminRoutes, deps);
  await app.register(desiredPriceRoutes, deps);
  await app.register(biddingRoutes, deps);
  await app.register(purchasingRoutes, deps);
  await app.register(shipmentsRoutes, deps);
  await app.register(backofficeRoutes, deps);
  await app.register(alertsRoutes, deps);

  const apiNotFound = (request: FastifyRequest, reply: FastifyReply) => sendApiNotFound(routeIndex, request, reply);
  if (options.serveWeb ?? true) await registerWebAssets(app, deps.config.webDistDir, apiNotFound, { ssrBundlePath: options.ssrBundlePath });
  else app.setNotFoundHandler(apiNotFound);
  return app;
}
