import { Validator } from '@seriousme/openapi-schema-validator';
import { createTestApp, type TestApp } from './testing/test-app.js';

/**
 * The OpenAPI document (GET /api/docs-json) is the API's contract with its clients: it must be a valid
 * OpenAPI document (checked by @seriousme/openapi-schema-validator against the official schemas), and every
 * operation that takes a JSON body must describe it as an object schema that lists its required fields, so
 * that a client generator or a validator can rely on it.
 */

type Schema = {
  $ref?: string;
  type?: string;
  properties?: Record<string, Schema>;
  required?: string[];
  additionalProperties?: unknown;
  allOf?: Schema[];
};
type Operation = { operationId?: string; requestBody?: { content: Record<string, { schema?: Schema }> } };
interface OpenApi {
  openapi: string;
  paths: Record<string, Record<string, Operation>>;
  components?: { schemas?: Record<string, Schema> };
}

const METHODS = ['get', 'put', 'post', 'delete', 'patch'];

/**
 * Bodies (and objects inside them) whose every field may be left out, each with its reason: the object schema lists its fields, and
 * an empty `required` is the truth (OpenAPI 3.0 cannot write an empty `required`).
 */
const BODIES_WITHOUT_REQUIRED_FIELDS: Record<string, string> = {
  'PUT /api/admin/ticket-types/{id}': 'an update: a field left out keeps its value',
  'PUT /api/admin/community-programs/{id}': 'an update: a field left out keeps its value',
  'PUT /api/admin/site-content/{id}': 'the page texts: a field left out keeps its value',
  'PUT /api/admin/staff/{id}': 'an update: a field left out keeps its value',
  'PUT /api/admin/events/{id}/reminders': 'any of the three settings: a field left out keeps its value',
  'PATCH /api/bookings/{token}':
    'a correction: any of name, phone, address; a field left out keeps its value',
  'POST /api/admin/events ticketTypes[]':
    'a type with its id keeps what it leaves out; a new one needs name and price',
  'PUT /api/admin/events/{id} ticketTypes[]':
    'a type with its id keeps what it leaves out; a new one needs name and price',
};

function resolve(document: OpenApi, schema: Schema | undefined): Schema | undefined {
  if (!schema?.$ref) return schema;
  const name = schema.$ref.replace('#/components/schemas/', '');
  return resolve(document, document.components?.schemas?.[name]);
}

/** Every object schema inside a body's properties (through lists and references), with where it is. */
function nestedObjects(document: OpenApi, schema: Schema, path: string): [string, Schema][] {
  const found: [string, Schema][] = [];
  for (const [key, property] of Object.entries(schema.properties ?? {})) {
    let inner = resolve(document, property) as Schema & { items?: Schema };
    let where = `${path} ${key}`;
    if (inner?.type === 'array' && inner.items) {
      inner = resolve(document, inner.items) as Schema;
      where = `${where}[]`;
    }
    if (inner?.type === 'object' || inner?.properties) {
      found.push([where, inner], ...nestedObjects(document, inner, where));
    }
  }
  return found;
}

/** What makes a document unusable as a contract: each JSON body that is not an object schema with its required fields. */
function contractProblems(document: OpenApi): { bodies: number; problems: string[] } {
  const problems: string[] = [];
  let bodies = 0;
  for (const [route, operations] of Object.entries(document.paths)) {
    for (const method of METHODS) {
      const operation = operations[method];
      if (!operation?.requestBody) continue;
      const name = `${method.toUpperCase()} ${route}`;
      const json = operation.requestBody.content['application/json'];
      if (!json) continue; // multipart uploads are described as such
      bodies += 1;
      const schema = resolve(document, json.schema);
      if (!schema || schema.type !== 'object' || !schema.properties) {
        problems.push(`${name}: the body is not an object schema with properties`);
        continue;
      }
      const required = schema.required ?? [];
      const unknown = required.filter((field) => !(field in schema.properties!));
      if (unknown.length > 0) problems.push(`${name}: requires fields it does not describe: ${unknown}`);
      if (required.length === 0 && !(name in BODIES_WITHOUT_REQUIRED_FIELDS)) {
        problems.push(`${name}: marks no field required (${Object.keys(schema.properties).join(', ')})`);
      }
      // The objects inside it (a scan of a batch, an FAQ of an event) are held to the same rule.
      for (const [path, nested] of nestedObjects(document, schema, name)) {
        // A free-form map (a provider's payload passed on as it is) says so with additionalProperties.
        if (!nested.properties) {
          if (nested.additionalProperties === undefined)
            problems.push(`${path}: an object without properties`);
        } else if ((nested.required ?? []).length === 0 && !(path in BODIES_WITHOUT_REQUIRED_FIELDS)) {
          problems.push(`${path}: marks no field required`);
        }
      }
    }
  }
  return { bodies, problems };
}

describe('the OpenAPI document as the contract', () => {
  let t: TestApp;
  let document: OpenApi;

  beforeAll(async () => {
    t = await createTestApp();
    document = (await t.http.get('/api/docs-json').expect(200)).body as OpenApi;
  });
  afterAll(async () => {
    await t.close();
  });

  it('is a valid OpenAPI document', async () => {
    const result = await new Validator().validate(structuredClone(document) as never);
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
  });

  it('describes every JSON body as an object schema with its required fields', () => {
    const { bodies, problems } = contractProblems(document);
    expect(bodies).toBeGreaterThan(20);
    expect(problems).toEqual([]);
  });

  it('finds each fault planted in a copy of the document', async () => {
    const planted = structuredClone(document);
    planted.paths['/api/planted/string'] = {
      post: { requestBody: { content: { 'application/json': { schema: { type: 'string' } } } } },
    };
    planted.paths['/api/planted/optional'] = {
      post: {
        requestBody: {
          content: {
            'application/json': { schema: { type: 'object', properties: { a: { type: 'string' } } } },
          },
        },
      },
    };
    planted.paths['/api/planted/unknown'] = {
      put: {
        requestBody: {
          content: {
            'application/json': {
              schema: {
                type: 'object',
                properties: { a: { type: 'string' }, inner: { type: 'object' } },
                required: ['a', 'b'],
              },
            },
          },
        },
      },
    };
    expect(contractProblems(planted).problems).toEqual([
      'POST /api/planted/string: the body is not an object schema with properties',
      'POST /api/planted/optional: marks no field required (a)',
      'PUT /api/planted/unknown: requires fields it does not describe: b',
      'PUT /api/planted/unknown inner: an object without properties',
    ]);
    const invalid = structuredClone(document) as Partial<OpenApi>;
    delete invalid.paths;
    expect((await new Validator().validate(invalid as never)).valid).toBe(false);
  });
});
