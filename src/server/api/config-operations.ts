/** The described routes of saved charts, accounts, palettes and oEmbed (openapi.ts). */
import { z } from 'zod';
import { customPaletteInputSchema } from '../../domain/charts/custom-palettes';
import { credentialsSchema } from '../../domain/accounts/credentials';
import { savedConfigDataSchema } from '../../domain/config/configurator-state';
import { CSRF_HEADER } from '../auth/sessions';
import { JSON_TYPE, ok, refused, type ApiOperation } from './api-operation';
import { configInputs } from './configs';
import { paletteId } from './palettes';

const savedConfig = savedConfigDataSchema.meta({
  id: 'SavedConfig',
  description: 'A chart or dashboard as saved (version 5.0.0)',
});
/** What config-create and config-update take: the current version, or an older one, migrated on the way in. */
const writtenConfig = z.union([
  savedConfig,
  z.looseObject({}).meta({ description: 'A config of an older version the tool saved (1.0.0 to 4.x), migrated to 5.0.0 on the way in' }),
]);
const timestamp = z.string().meta({ format: 'date-time' });
const user = z.object({ id: z.number().int(), name: z.string() });
/** The token state-changing calls send in the CSRF header; a new one with each sign-in and sign-out. */
const csrfToken = z.string();
const palette = z.object({ paletteId: z.uuid(), name: z.string(), type: customPaletteInputSchema.shape.type, colors: z.array(z.string()) });
const configView = z.looseObject({
  key: z.string(),
  published_state: z.enum(['DRAFT', 'PUBLISHED']),
  data: savedConfig,
  viewCount: z.number().int(),
  created_at: timestamp,
  updated_at: timestamp,
});

export const CONFIG_OPERATIONS: ApiOperation[] = [
  {
    method: 'POST',
    url: '/api/config-create',
    tag: 'Saved charts',
    summary: 'Publish a chart or dashboard (or save a draft)',
    description: 'Signed in, the user owns the new config; signed out, nobody does, and it can never be changed in place.',
    needs: 'owner',
    body: { [JSON_TYPE]: configInputs.createBody.extend({ data: writtenConfig }) },
    responses: {
      ...ok('The key of the new config', z.object({ key: z.string() })),
      '413': refused('The config is larger than the server keeps'),
      '429': refused('A quota of this address or user is reached'),
    },
  },
  {
    method: 'POST',
    url: '/api/config-update',
    tag: 'Saved charts',
    summary: 'Change a config of the signed-in user',
    needs: 'user+csrf',
    body: { [JSON_TYPE]: configInputs.updateBody.extend({ data: writtenConfig }) },
    responses: ok('The config as saved', configView),
  },
  {
    method: 'POST',
    url: '/api/config-remove',
    tag: 'Saved charts',
    summary: 'Delete a config of the signed-in user',
    needs: 'user+csrf',
    body: { [JSON_TYPE]: configInputs.removeBody },
    responses: ok('The key of the deleted config', z.object({ key: z.string() })),
  },
  {
    method: 'GET',
    url: '/api/config/list',
    tag: 'Saved charts',
    summary: 'The configs of the signed-in user, with a summary of each',
    needs: 'user',
    responses: ok(
      'The configs',
      z.array(
        z.looseObject({
          key: z.string(),
          published_state: z.enum(['DRAFT', 'PUBLISHED']),
          viewCount: z.number().int(),
          created_at: timestamp,
          updated_at: timestamp,
          title: z.record(z.string(), z.string()),
          chartTypes: z.array(z.string()),
        }),
      ),
    ),
  },
  {
    method: 'GET',
    url: '/api/config/view',
    tag: 'Saved charts',
    summary: 'Count a view of a published chart',
    query: z.object({ id: configInputs.key }),
    responses: ok('The key and its view count', z.object({ key: z.string(), viewCount: z.number().int() })),
  },
  {
    method: 'GET',
    url: '/api/config/:key',
    tag: 'Saved charts',
    summary: 'A saved config, migrated to the current version',
    path: z.object({ key: configInputs.key }),
    responses: ok('The config', configView),
  },
  {
    method: 'GET',
    url: '/api/auth/session',
    tag: 'Accounts',
    summary: 'The signed-in user, a CSRF token and whether OpenID Connect sign-in is offered',
    description: `Send the token in the \`${CSRF_HEADER}\` header of every call that changes something, with the cookies of this answer.`,
    responses: ok('The session', z.object({ user: user.nullable(), csrfToken, oidc: z.boolean() })),
  },
  {
    method: 'POST',
    url: '/api/auth/sign-up',
    tag: 'Accounts',
    summary: 'Create a local account and sign in',
    needs: 'csrf',
    body: { [JSON_TYPE]: credentialsSchema },
    responses: {
      ...ok('The new user, signed in, and the CSRF token of the new session', z.object({ user, csrfToken })),
      '409': refused('The name is taken'),
      '429': refused('Too many sign-in attempts from this address'),
    },
  },
  {
    method: 'POST',
    url: '/api/auth/sign-in',
    tag: 'Accounts',
    summary: 'Sign in with a local account',
    needs: 'csrf',
    body: { [JSON_TYPE]: credentialsSchema },
    responses: {
      ...ok('The user, signed in, and the CSRF token of the new session', z.object({ user, csrfToken })),
      '429': refused('Too many sign-in attempts from this address'),
    },
  },
  {
    method: 'POST',
    url: '/api/auth/sign-out',
    tag: 'Accounts',
    summary: 'Sign out',
    needs: 'csrf',
    body: { [JSON_TYPE]: z.object({}).strict().optional() },
    responses: ok('Signed out, and a new CSRF token', z.object({ user: z.null(), csrfToken })),
  },
  {
    method: 'GET',
    url: '/api/auth/oidc/sign-in',
    tag: 'Accounts',
    summary: 'Start a sign-in with the OpenID Connect provider (a browser navigation)',
    query: z.object({ returnTo: z.string().optional().meta({ description: 'A path of this app to return to after signing in' }) }),
    responses: { '302': { description: 'To the provider' } },
  },
  {
    method: 'GET',
    url: '/api/auth/oidc/callback',
    tag: 'Accounts',
    summary: 'Where the OpenID Connect provider sends the browser back',
    responses: { '302': { description: 'Signed in, to the page the sign-in started from' } },
  },
  {
    method: 'GET',
    url: '/api/user/color-palette',
    tag: 'Palettes',
    summary: 'The custom colour palettes of the signed-in user',
    needs: 'user',
    responses: ok('The palettes', z.array(palette)),
  },
  {
    method: 'POST',
    url: '/api/user/color-palette',
    tag: 'Palettes',
    summary: 'Create a custom colour palette',
    needs: 'user+csrf',
    body: { [JSON_TYPE]: customPaletteInputSchema },
    responses: {
      ...ok('The new palette', palette),
      '409': refused('The user has a palette of this name'),
      '429': refused('The user has as many palettes as an account may keep'),
    },
  },
  {
    method: 'PUT',
    url: '/api/user/color-palette',
    tag: 'Palettes',
    summary: 'Change a custom colour palette',
    needs: 'user+csrf',
    body: { [JSON_TYPE]: customPaletteInputSchema.and(z.object({ paletteId })) },
    responses: ok('The palette as saved', palette),
  },
  {
    method: 'DELETE',
    url: '/api/user/color-palette',
    tag: 'Palettes',
    summary: 'Delete a custom colour palette',
    needs: 'user+csrf',
    body: { [JSON_TYPE]: z.object({ paletteId }) },
    responses: ok('The id of the deleted palette', z.object({ paletteId: z.uuid() })),
  },
  {
    method: 'GET',
    url: '/api/oembed',
    tag: 'Published charts',
    summary: 'The oEmbed of a published chart: its embed code and a PNG thumbnail, from its address',
    description:
      'For content management systems (oEmbed 1.0, type `rich`). `url` is the address of a published chart of this site ' +
      '(`/{locale}/v/{key}` or `/{locale}/embed/{key}`); a draft or another address is not found. The images themselves are ' +
      '`/{locale}/v/{key}.svg` and `.png` (`?width=` 320 to 2400), the chart drawn on the server.',
    query: z.object({
      url: z.string().meta({ description: 'The address of a published chart of this site' }),
      maxwidth: z
        .string()
        .regex(/^\d{1,6}$/)
        .optional()
        .meta({ description: 'Largest width of the embed, in pixels' }),
      maxheight: z
        .string()
        .regex(/^\d{1,6}$/)
        .optional()
        .meta({ description: 'Largest height of the embed, in pixels' }),
      format: z.enum(['json', 'xml']).optional().meta({ description: 'Only json is offered (xml: 501)' }),
    }),
    responses: {
      '200': {
        description: 'The oEmbed answer',
        content: {
          [JSON_TYPE]: z.looseObject({
            type: z.literal('rich'),
            version: z.literal('1.0'),
            title: z.string(),
            provider_name: z.string(),
            provider_url: z.string(),
            html: z.string().meta({ description: 'The iframe of the chart and the script that sizes it' }),
            width: z.number().int(),
            height: z.number().int(),
            thumbnail_url: z.string().optional(),
            thumbnail_width: z.number().int().optional(),
            thumbnail_height: z.number().int().optional(),
          }),
        },
      },
    },
  },
];
