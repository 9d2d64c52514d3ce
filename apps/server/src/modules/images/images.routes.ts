import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../platform/deps.ts';
import { IMAGE_CACHE_CONTROL } from './images.policy.ts';
import { createImageProxy, upstreamImageError, type ImageFetcher } from './images.service.ts';

export interface ImageRoutesOptions {
  /** Injected in tests: the remote fetch of the original picture. */
  fetchRemote?: ImageFetcher;
}

/**
 * GET /img?u=<picture URL>&w=<width>: a marketplace picture resized to one of IMAGE_WIDTHS, in
 * AVIF/WebP/JPEG by the Accept header, cached by browsers for 30 days and kept in a bounded
 * in-memory cache here (ADR 0012). Only the marketplaces' image hosts and the sandbox's drawings.
 */
export function createImageRoutes(options: ImageRoutesOptions = {}): FastifyPluginAsyncZod<AppDeps> {
  return async (app, deps) => {
    const fetchRemote = options.fetchRemote ?? deps.fetchImage;
    const proxy = createImageProxy({
      ...(fetchRemote ? { fetchRemote } : {}),
      // The sandbox's drawings are answered by this app in-process: no network, no address to abuse.
      readSandbox: async (path) => {
        const answer = await app.inject({ method: 'GET', url: path });
        return answer.statusCode === 200 ? answer.rawPayload : null;
      },
    });
    app.get(
      '/img',
      {
        schema: {
          hide: true,
          querystring: z.object({ u: z.string().min(1).max(2048), w: z.coerce.number().int() }),
        },
      },
      async (request, reply) => {
        let image;
        try {
          image = await proxy.render(request.query.u, request.query.w, request.headers.accept);
        } catch (error) {
          throw upstreamImageError(error);
        }
        return reply
          .header('content-type', image.contentType)
          .header('cache-control', IMAGE_CACHE_CONTROL)
          .header('vary', 'Accept')
          .header('x-image-cache', image.cached ? 'hit' : 'miss')
          .send(image.body);
      },
    );
  };
}

export const imageRoutes = createImageRoutes();
