// GENERATED FILE - DO NOT EDIT. Regenerate with `npm run codegen` (check: `npm run codegen:check`).
// Source: openapi/** and schemas/** (spec_sha256 fcd5e19287e9d96d67b24366386a958cb2de82cf34780db4c5d5cd10908af448).

export interface paths {
    "/api/v1/memory": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List memories
         * @description Lists the memories of the selected user and agent namespace, most recently updated first, one page at a time. Filter by `scope`, by `tag` (repeat the parameter; a memory must carry every given tag) and by `agent_name` (overrides `X-Agent-Name`; use it to list another namespace of the same user).
         */
        get: operations["listMemories"];
        put?: never;
        /**
         * Create or replace a memory
         * @description Stores a memory under `key` in the namespace selected by `X-User-ID` and `X-Agent-Name`. When a memory with this key already exists it is replaced (upsert) and the answer is 200; a new memory answers 201 with `Location`. Limits: key 1 to 256 characters without control characters; value 1 to 65536 characters; at most 32 tags of 1 to 64 characters; importance 0.0 to 1.0 (default 0.5); metadata at most 64 properties. `scope` defaults to `persistent` on REST. Working memories get an `expires_at`. When another memory the agent sees (its own or the user's `global` one) already holds the same text, the memory is stored anyway and `duplicate_of` names the other one.
         */
        post: operations["createMemory"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/memory/{key}": {
        parameters: {
            query?: never;
            header?: {
                /** @description Selects the context (container of memories) the call reads or writes. Without it the caller's default context is used: a browser session's is the account's private context, an OAuth token's is its grant's default context (else the account's private context), an API key's is the context it was created for, and an anonymous loopback caller's is the local context. A browser session or OAuth token may name any context the account can read (as listed by `GET /api/v1/me/contexts`); writes need the editor or owner role there (403 `MEMORY-003` for a viewer) and OAuth tokens still need the matching scope. An API key and an anonymous caller may only name their own context. Any other id, whether it exists or not, answers 404 `MEMORY-005`. */
                "X-Context-ID"?: components["parameters"]["XContextId"];
                /** @description Selects the user whose memory is accessed. Default `default_user`. When the request is authenticated with an API key or OAuth token bound to a user, that user is used and a different value is refused with 403. */
                "X-User-ID"?: components["parameters"]["XUserId"];
                /** @description Agent namespace of the memories (`global` is shared by all agents of the user). Default `global`. */
                "X-Agent-Name"?: components["parameters"]["XAgentName"];
            };
            path: {
                /** @description Memory key, percent-encoded (1 to 256 characters after decoding, no control characters). */
                key: components["parameters"]["MemoryKeyPath"];
            };
            cookie?: never;
        };
        /**
         * Get a memory
         * @description Returns the memory the key names for the selected agent: its own memory under `key`, else the user's `global` one (the memories recall shows it), so a recall hit is read back with the agent name it was recalled under. 404 (`MEMORY-001`) when there is neither or it has expired.
         */
        get: operations["getMemory"];
        /**
         * Update a memory
         * @description Partially updates an existing memory: only the properties in the body change (at least one is required; `tags` and `metadata` are replaced as a whole). The key is resolved like `GET` (the agent's own memory, else the user's `global` one). Takes the same body as `POST /api/v1/memory`: a `key` equal to the path is accepted, a different one is a 422 with code `MEMORY-006`. Changing `value` re-computes the embedding. 404 (`MEMORY-001`) when the key does not exist; use `POST /api/v1/memory` to create.
         */
        put: operations["updateMemory"];
        post?: never;
        /**
         * Delete a memory
         * @description Deletes the memory the key names for the selected agent (its own, else the user's `global` one, as for `GET`) with its graph node and writes an audit log entry. 404 (`MEMORY-001`) when there is none.
         */
        delete: operations["deleteMemory"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/memory/{key}/history": {
        parameters: {
            query?: never;
            header?: {
                /** @description Selects the context (container of memories) the call reads or writes. Without it the caller's default context is used: a browser session's is the account's private context, an OAuth token's is its grant's default context (else the account's private context), an API key's is the context it was created for, and an anonymous loopback caller's is the local context. A browser session or OAuth token may name any context the account can read (as listed by `GET /api/v1/me/contexts`); writes need the editor or owner role there (403 `MEMORY-003` for a viewer) and OAuth tokens still need the matching scope. An API key and an anonymous caller may only name their own context. Any other id, whether it exists or not, answers 404 `MEMORY-005`. */
                "X-Context-ID"?: components["parameters"]["XContextId"];
                /** @description Selects the user whose memory is accessed. Default `default_user`. When the request is authenticated with an API key or OAuth token bound to a user, that user is used and a different value is refused with 403. */
                "X-User-ID"?: components["parameters"]["XUserId"];
                /** @description Agent namespace of the memories (`global` is shared by all agents of the user). Default `global`. */
                "X-Agent-Name"?: components["parameters"]["XAgentName"];
            };
            path: {
                /** @description Memory key, percent-encoded (1 to 256 characters after decoding, no control characters). */
                key: components["parameters"]["MemoryKeyPath"];
            };
            cookie?: never;
        };
        /**
         * Previous versions of a memory
         * @description Returns the memory the key names for the selected agent (its own, else the user's `global` one, as for `GET /api/v1/memory/{key}`) with the states earlier writes replaced, newest first: every write that changed its value, scope, tags, importance or metadata kept the state it replaced. Restore one by storing it again (`POST` or `PUT` with its fields), which keeps the current state as a version in turn. 404 (`MEMORY-001`) when there is no such memory; the versions of a deleted or expired memory are gone with it.
         */
        get: operations["getMemoryHistory"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/recall": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Recall relevant memories
         * @description Semantic retrieval: returns the `k` (1 to 50, default 5) memories most relevant to `query`, ranked by a score from 0 to 1 that combines embedding similarity and importance. Values are cut to `max_value_chars` (default 2000) with `truncated` and `value_length` saying so; `min_score` leaves out weaker hits. When the embedding model is unavailable the ranking falls back to full-text relevance. Read-your-writes: a memory whose write was acknowledged is findable by meaning in the next request (writes embed their value before answering and recall embeds what is still queued in its scope, both within `READ_YOUR_WRITES_TIMEOUT_MS`); after an update only the new value is ranked. A query holding a word of 2047 bytes or more (a long token) puts the memories holding it, as written ignoring case, first with score 1.
         */
        post: operations["recallMemories"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/search": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Full-text search
         * @description Full-text search over keys and values of the selected namespace. Each hit carries a snippet with matches wrapped in `<mark>`. `q` is required (at least one character); `limit` is 1 to 100, default 10. Values are cut to `max_value_chars` (default 2000) with `truncated` and `value_length` saying so; `min_score` drops weak hits.
         */
        get: operations["searchMemories"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/memory-namespaces": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the users and agents with memories in a context
         * @description Every (user, agent) namespace with unexpired memories in the context (the caller's default, or the one named by `X-Context-ID` when the caller may read it), most recently written first, with how many memories each holds and when it was last written; `total` counts them all when `limit` (default and most 500) cuts the list. 403 `AUTH-004` / 404 for a context the caller may not read, as on every memory operation.
         */
        get: operations["listMemoryNamespaces"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/feedback": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Submit relevance feedback
         * @description Records feedback on a memory (`key`, resolved like `GET`: the agent's own memory, else the user's `global` one) or graph node (`node_id`): `useful`, `irrelevant` or `outdated`, with a weight from -1.0 to 1.0 (default 1.0). Feedback adjusts future recall ranking. 404 when the target does not exist.
         */
        post: operations["submitFeedback"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Export memories (my data)
         * @description Every memory of the contexts the caller can read, as records (`MemoryExportRecord`) ordered by context, user, agent and key, each with its previous versions (`history`) and the feedback it received (`feedback`): one per line with `Accept: application/x-ndjson`, else one JSON document (`MemoryExportResponse`). Both forms are streamed as the memories are read, page by page, so an export of any size starts at once and the server holds only one page; the answer is a download (`Content-Disposition: attachment`). With `X-Context-ID`, only that context (chosen as for every memory operation); without it, every context the caller can read: for a browser session or an OAuth token the account's private context, identity-linked private contexts and its workspaces (`GET /api/v1/me/contexts`), for an API key the context it was created for, for an anonymous loopback caller the local context. `user_id` and `agent_name` narrow it to one user or one agent namespace. No vectors are exported. `POST /api/v1/import` reads the same records back, and `memplat export` writes the same lines for the operator.
         */
        get: operations["exportMemories"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/import": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Import memories from an export
         * @description Reads `MemoryExportRecord` lines (`application/x-ndjson`, what `GET /api/v1/export` and `memplat export` write; a line needs only `key` and `value`), or one JSON document (`application/json`, `MemoryImportDocument`: the export's JSON form, whose `records` are written like lines and checked with the request), and writes them. Where each record goes: to the context `X-Context-ID` names when the request names one; otherwise to the context the record came from when the caller may write there; otherwise to the caller's default context. Inside its namespace a record is written when the key has no memory, or when it is newer than the stored memory (a later `updated_at`; a record without `updated_at` when its content differs); otherwise nothing of it changes, so importing the same export twice changes nothing and a newer memory here is never overwritten by an older line. A written record brings its history and feedback (the rule is in `MemoryExportRecord`'s x-decision): its versions join the memory's, its feedback events the memory lacks are added. Written records keep their timestamps and are queued for embedding like any write with a new value (recall finds them by meaning once the background worker has embedded them). Each line is checked whole against `MemoryExportRecord` before anything of it is written, and a record is written with its history and feedback in one transaction. Lines that are not valid records, or go to a context the caller may not write, are reported with their line number in `errors`; the other lines are imported. The body is limited to `BODY_LIMIT_BYTES` (413 `REQUEST-004`); split a larger export or use `memplat import`. A body with no record is 422.
         */
        post: operations["importMemories"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/forget": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Forget everything of a user or agent namespace
         * @description Deletes everything of one user (every agent) or of one agent of a user in the selected context (`X-Context-ID`, else the caller's default): memories with their feedback and graph edges, the feedback the namespace gave, its recorded interactions with their graph nodes and edges (for a whole user, its whole graph). Two calls: without `confirm` nothing is deleted and the answer (`confirmation_required`) has the counts and a `confirm` value bound to that namespace, that context and that caller for five minutes; the same request with `confirm` deletes everything in one transaction and writes an audit log entry (`memory.namespace_erased`, with the counts). A `confirm` for another namespace or caller, or one that has lapsed, is 409 `MEMORY-007` and deletes nothing. Needs write access (editor or owner; `memory:write` for OAuth tokens).
         */
        post: operations["forgetNamespace"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/learning/facts": {
        parameters: {
            query?: never;
            header?: {
                /** @description Selects the context (container of memories) the call reads or writes. Without it the caller's default context is used: a browser session's is the account's private context, an OAuth token's is its grant's default context (else the account's private context), an API key's is the context it was created for, and an anonymous loopback caller's is the local context. A browser session or OAuth token may name any context the account can read (as listed by `GET /api/v1/me/contexts`); writes need the editor or owner role there (403 `MEMORY-003` for a viewer) and OAuth tokens still need the matching scope. An API key and an anonymous caller may only name their own context. Any other id, whether it exists or not, answers 404 `MEMORY-005`. */
                "X-Context-ID"?: components["parameters"]["XContextId"];
                /** @description Selects the user whose memory is accessed. Default `default_user`. When the request is authenticated with an API key or OAuth token bound to a user, that user is used and a different value is refused with 403. */
                "X-User-ID"?: components["parameters"]["XUserId"];
            };
            path?: never;
            cookie?: never;
        };
        /**
         * A user's learned facts
         * @description The user's durable facts, newest first: learned from recorded interactions (with the interaction, the sentence and its date) or stated by memories agents stored; facts that no longer hold carry `valid_until`, and `superseded_by` when a newer fact replaced them (null when the user only said it is over: "I'm leaving nursing"), so they can be shown beside their successors. `current=true` lists only what holds now.
         */
        get: operations["listLearnedFacts"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/learning/facts/{fact_id}": {
        parameters: {
            query?: never;
            header?: {
                /** @description Selects the context (container of memories) the call reads or writes. Without it the caller's default context is used: a browser session's is the account's private context, an OAuth token's is its grant's default context (else the account's private context), an API key's is the context it was created for, and an anonymous loopback caller's is the local context. A browser session or OAuth token may name any context the account can read (as listed by `GET /api/v1/me/contexts`); writes need the editor or owner role there (403 `MEMORY-003` for a viewer) and OAuth tokens still need the matching scope. An API key and an anonymous caller may only name their own context. Any other id, whether it exists or not, answers 404 `MEMORY-005`. */
                "X-Context-ID"?: components["parameters"]["XContextId"];
                /** @description Selects the user whose memory is accessed. Default `default_user`. When the request is authenticated with an API key or OAuth token bound to a user, that user is used and a different value is refused with 403. */
                "X-User-ID"?: components["parameters"]["XUserId"];
            };
            path: {
                /** @description Id of the fact. */
                fact_id: string;
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Delete a fact
         * @description Deletes the fact with the memory stating it (audited like any memory deletion); the facts it had superseded hold again. 404 (`MEMORY-001`) for an unknown fact.
         */
        delete: operations["deleteLearnedFact"];
        options?: never;
        head?: never;
        /**
         * Fix or pin a fact
         * @description Corrects what a fact says (a learned memory's statement is rewritten; the sentence it came from stays as provenance) or pins it (a pinned fact is never superseded by detection). 404 (`MEMORY-001`) for an unknown fact.
         */
        patch: operations["updateLearnedFact"];
        trace?: never;
    };
    "/api/v1/learning/settings": {
        parameters: {
            query?: never;
            header?: {
                /** @description Selects the context (container of memories) the call reads or writes. Without it the caller's default context is used: a browser session's is the account's private context, an OAuth token's is its grant's default context (else the account's private context), an API key's is the context it was created for, and an anonymous loopback caller's is the local context. A browser session or OAuth token may name any context the account can read (as listed by `GET /api/v1/me/contexts`); writes need the editor or owner role there (403 `MEMORY-003` for a viewer) and OAuth tokens still need the matching scope. An API key and an anonymous caller may only name their own context. Any other id, whether it exists or not, answers 404 `MEMORY-005`. */
                "X-Context-ID"?: components["parameters"]["XContextId"];
            };
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Turn learning on or off for a context
         * @description Turns learning from interactions (and tracking stored memories as facts) on or off for the selected context; needs write access to it. MEMORY_LEARNING=off turns it off everywhere whatever this says.
         */
        put: operations["setLearningSettings"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/graph/interaction": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Record an interaction
         * @description Records one exchange between an AI and a user as an interaction node linked to the user, to the AI platform, to the topics extracted from it and to related memories. Same operation as `POST /api/v1/graph/interactions` (`createInteraction`, a deprecated alias of this one).
         */
        post: operations["recordInteraction"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/graph/interactions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Record an interaction (collection path; deprecated alias of recordInteraction)
         * @deprecated
         * @description Records one exchange between an AI and a user as an interaction node linked to the user, to the AI platform, to the topics extracted from it and to related memories. Same operation as `POST /api/v1/graph/interaction`. Deprecated alias: use `recordInteraction` (`POST /api/v1/graph/interaction`), the interface specification's primary path; this path stays served.
         */
        post: operations["createInteraction"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/graph/pattern/{user_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get a user's interaction pattern
         * @description Aggregates the recorded interactions of `user_id`: totals, topic and platform counts and a learning trajectory per day, oldest first. A user without interactions gets zero counts. Same as `GET /api/v1/graph/users/{user_id}/pattern` (`getGraphUserPattern`, a deprecated alias of this one).
         */
        get: operations["getUserPattern"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/graph/users/{user_id}/pattern": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get a user's interaction pattern (resource path; deprecated alias of getUserPattern)
         * @deprecated
         * @description Aggregates the recorded interactions of `user_id`: totals, topic and platform counts and a learning trajectory per day, oldest first. A user without interactions gets zero counts. Same as `GET /api/v1/graph/pattern/{user_id}`. Deprecated alias: use `getUserPattern` (`GET /api/v1/graph/pattern/{user_id}`), the interface specification's primary path; this path stays served.
         */
        get: operations["getGraphUserPattern"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/graph/{node_id}/related": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get related nodes
         * @description Walks the graph from `node_id` up to `depth` edges (1 to 4, default 2) and returns the reachable nodes with their type, depth, the type of the last edge and the path, nearest and strongest first, at most `limit`. 404 (`GRAPH-001`) when the start node does not exist in the caller's namespace.
         */
        get: operations["getRelatedNodes"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * API root
         * @description Names the service, its versions (service 4.0.0 / API v1 and platform interface 0.117.0) and links the documentation. A browser, whose `Accept` prefers `text/html` over `application/json`, gets the web app's HTML page here instead; API clients (`application/json`, `*\/*` or no `Accept`) keep the JSON document.
         */
        get: operations["getApiRoot"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/health": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Health check
         * @description Checks every dependency the service uses and names what serves it: the database (PostgreSQL or the embedded store), the vector index (pgvector's HNSW, pgvector inside the embedded store, or the exact in-process search), the cache, the embedding model, and Redis when REDIS_URL is set. 200 when the service can serve requests (`healthy` or `degraded`); 503 with the same body when a required dependency (the database) is down. Never cached.
         */
        get: operations["getHealth"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/metrics": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Storage metrics
         * @description Counts of memories, graph nodes and edges, storage used and the embedding backlog. By default (`scope=context`) for the one context the call addresses: the one `X-Context-ID` names, else the caller's default context (as for the memory API; the anonymous loopback caller's is the local context). With `scope=service`, for the whole service, for operators only: a client at a loopback address (behind TRUST_PROXY, the address the trusted proxy saw) or an administrator's browser session; anyone else gets 403 `SYSTEM-007`.
         */
        get: operations["getMetrics"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/metrics": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Prometheus metrics
         * @description This process's metrics in the Prometheus text exposition format (version 0.0.4): HTTP requests by operationId ("none" outside the API), method and status with their duration (`memplat_http_requests_total`, `memplat_http_request_duration_seconds`), MCP tool calls by tool and outcome with their duration (`memplat_mcp_tool_calls_total`, `memplat_mcp_tool_call_duration_seconds`), recall latency with the query embedding (`memplat_recall_duration_seconds`), embedding-provider latency and volume (`memplat_embedding_duration_seconds`, `memplat_embedding_texts_total`), the embedding backlog (`memplat_embedding_backlog`), the PostgreSQL pool (`memplat_db_pool_connections` by state), Redis' connection (`memplat_redis_up`, with REDIS_URL) and Node.js process metrics (`memplat_process_*`, `memplat_nodejs_*`). Each node answers for itself: scrape every node, not the load balancer. Never cached.
         */
        get: operations["getPrometheusMetrics"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/mcp": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Open the server-to-client event stream
         * @description Opens a server-sent event stream on which the server sends JSON-RPC requests and notifications to the client (for example `notifications/tools/list_changed`). Each event has `event: message`, an `id` usable with `Last-Event-ID` for resumption, and `data` holding one JSON-RPC message. The client must accept `text/event-stream` (406 otherwise) and send its `Mcp-Session-Id` (400 when missing, 404 when unknown or ended). At most one such stream per session; a second one is refused with 409.
         */
        get: operations["openMcpStream"];
        put?: never;
        /**
         * Send JSON-RPC messages
         * @description Sends one JSON-RPC 2.0 message (or a batch) to the server. A request that is not `initialize` needs the `Mcp-Session-Id` from the `initialize` answer. The client must accept both `application/json` and `text/event-stream` (406 otherwise); the server answers requests with a single JSON response or an SSE stream that ends with the response. Input consisting only of notifications or responses gets 202 without a body. Remote MCP serves 49 of the 56 tools; the local-only tools (file, shell, media) are refused. The `Origin` header, when present, must be an allowed origin (403 otherwise, DNS-rebinding protection).
         */
        post: operations["postMcpMessage"];
        /**
         * End the MCP session
         * @description Ends the session named by `Mcp-Session-Id` and closes its streams. Later requests with that id get 404. Answers 200 without a body (what the MCP SDK sends) or 204; clients must accept both.
         */
        delete: operations["endMcpSession"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/mcp/tool-groups": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * What each MCP tool group costs
         * @description The tool groups this server offers over `/mcp` with the tools each lists and the tokens its part of `tools/list` costs a client's context (characters of the JSON / 4), the cost of all of them together (a session without a choice) and, with `groups`, the cost of that choice. A client narrows its groups with `/mcp?tools=`, an API key with `memplat keys create --tools`, an OAuth grant with `setGrantToolGroups`. An unknown name in `groups` answers 422 `MCP-026` naming the groups to choose from.
         */
        get: operations["listMcpToolGroups"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/auth/providers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List sign-in providers
         * @description Lists the external sign-in providers that are enabled (named in AUTH_PROVIDERS and with credentials configured). Public.
         */
        get: operations["listAuthProviders"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/auth/config": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get authentication configuration
         * @description Public configuration the sign-in page needs (password login, MFA, providers, terms version, invite requirement, password policy).
         */
        get: operations["getAuthConfig"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/auth/login": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Sign in with a password
         * @description Resolves the account by `login_id` (admin login ID or verified email of an account with a password) and checks the password. Without TOTP the session cookie is set (adding the account to an existing browser session) and `status` is `ok`; with TOTP enabled `status` is `mfa_required` and no cookie is set. Every failure (unknown identifier, wrong password, no password, locked) is the same generic 401, and an unknown identifier costs the same work as a wrong password. Failures are counted per resolved account or per normalized identifier; too many give 429.
         */
        post: operations["loginWithPassword"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/auth/mfa/verify": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Complete sign-in with a second factor
         * @description Completes a sign-in that answered `mfa_required`: send the `mfa_token` and a current TOTP `code` (or an unused `recovery_code`, which is then consumed). Creates the session and sets the cookie. An invalid code or an expired or used `mfa_token` gives 401; repeated failures give 429.
         */
        post: operations["verifyMfa"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/auth/logout": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Sign out
         * @description `scope=all` (default) ends the browser session. `scope=current` signs out only the active account; another signed-in account becomes active (`session_ended` false), or the session ends when it was the last one or the removal could not be completed. When the session ends the cookie is cleared (Max-Age=0). Needs no valid session: without a cookie, or with an expired one, it still succeeds. While the cookie names a live session the call must carry `X-CSRF-Token` like every cookie-authenticated write (403 `AUTH-050` otherwise).
         */
        post: operations["logout"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/auth/accounts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List accounts on this browser session
         * @description Lists the accounts signed in on this browser session with the active one flagged. Session only (API keys get 403).
         */
        get: operations["listSessionAccounts"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/auth/accounts/switch": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Switch the active account
         * @description Makes another account already signed in on this browser session the active one. 404 when the account is not in this session, whether or not such an account exists.
         */
        post: operations["switchAccount"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/auth/me": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get the signed-in user
         * @description Returns the active account's user. 401 without a session; 403 when an API key is sent (session-only endpoint). `getUser` (`GET /api/v1/users/me`) is a deprecated alias of this operation.
         */
        get: operations["getCurrentUser"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/auth/session": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get this browser's sign-in state
         * @description Public. Answers 200 whether or not the browser is signed in: `authenticated` false with empty fields without a valid session cookie; otherwise the active account's user and the accounts signed in on this browser session. Bearer credentials (API keys, OAuth tokens) are not browser sessions and answer `authenticated` false.
         */
        get: operations["getBrowserSession"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/auth/idp_a/login": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Start sign-in with identity provider A
         * @description Starts an OAuth 2.0 / OIDC sign-in with identity provider A. With `return_to` the answer is a 303 redirect to the provider; otherwise JSON with the `authorization_url` to open and the `state`. The state (with `invite` hash, `accepted_terms`, `add_account`, `link_proof`) is kept server-side for CSRF validation. `accepted_terms` is ignored while no terms version is configured; malformed `invite` values are ignored. A provider that is not configured (not in AUTH_PROVIDERS or without credentials) answers, with `return_to`, a 303 to `/login?error=provider_unavailable` (a person who followed a stale link lands on the sign-in page with a sentence), and otherwise 404 `AUTH-041`.
         */
        get: operations["startIdpALogin"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/auth/idp_a/callback": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Complete sign-in with identity provider A
         * @description Redirect target of identity provider A. On success the session cookie is set and the browser is redirected (303) to the dashboard or the flow's `return_to`. Every failure (provider error, bad or expired state, invite or terms problem, unknown account) is a 303 redirect to `/login?error=<token>`; this endpoint never answers JSON. A round trip started by startErasureProviderConfirmation confirms the erasure request instead of signing in: 303 to `/account/erasure?erasure=confirmed`, or to `/account/erasure?erasure_error=<token>` when it fails after its state was recognised.
         */
        get: operations["completeIdpALogin"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/auth/idp_b/login": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Start sign-in with identity provider B
         * @description Starts an OAuth 2.0 / OIDC sign-in with identity provider B. With `return_to` the answer is a 303 redirect to the provider; otherwise JSON with the `authorization_url` to open and the `state`. The state (with `invite` hash, `accepted_terms`, `add_account`) is kept server-side for CSRF validation. `accepted_terms` is ignored while no terms version is configured; malformed `invite` values are ignored. A provider that is not configured (not in AUTH_PROVIDERS or without credentials) answers, with `return_to`, a 303 to `/login?error=provider_unavailable` (a person who followed a stale link lands on the sign-in page with a sentence), and otherwise 404 `AUTH-041`.
         */
        get: operations["startIdpBLogin"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/auth/idp_b/callback": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Complete sign-in with identity provider B
         * @description Redirect target of identity provider B. On success the session cookie is set and the browser is redirected (303) to the dashboard or the flow's `return_to`. Every failure (provider error, bad or expired state, invite or terms problem, unknown account) is a 303 redirect to `/login?error=<token>`; this endpoint never answers JSON. A round trip started by startErasureProviderConfirmation confirms the erasure request instead of signing in: 303 to `/account/erasure?erasure=confirmed`, or to `/account/erasure?erasure_error=<token>` when it fails after its state was recognised.
         */
        get: operations["completeIdpBLogin"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/auth/password/reset-request": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Request a password reset link
         * @description Always answers 202 with the same body. Account lookup, token, audit row and email happen after the answer, so neither the answer nor its timing reveals whether an account exists. Limited per client address (429) and per email address (silently: no further emails).
         */
        post: operations["requestPasswordReset"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/auth/password/reset": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Reset the password with a link token
         * @description Sets a new password using the single-use token from the reset email. All browser sessions of the account are signed out and the owner gets a security notice. 400 for an unknown, expired or used link; 422 when the password breaks the policy.
         */
        post: operations["resetPassword"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/auth/password/setup": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Set a first password with a link token
         * @description Sets a password for an account that had none, using the single-use token from the set-up email. The email is marked verified; other sessions of the account are revoked while the requesting browser's session is kept; the owner gets a security notice. 400 for an unknown, expired or used link; 422 when the password breaks the policy.
         */
        post: operations["setupPassword"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/users/me": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get the signed-in user (deprecated alias of getCurrentUser)
         * @deprecated
         * @description Returns the active account's user, including email, timezone and locale. Session only (API keys get 403). Deprecated alias: use `getCurrentUser` (`GET /api/v1/auth/me`), which answers the same `UserResponse`; this path stays served.
         */
        get: operations["getUser"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/users/profile": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get the profile
         * @description Returns the profile of the active account (name, email, timezone, locale and sign-in facts). Session only.
         */
        get: operations["getUserProfile"];
        /**
         * Update the profile
         * @description Updates `name`, `timezone` (IANA name, for example `Europe/Berlin`) and/or `locale` (BCP 47, for example `de-DE`); only the properties present change. Unknown time zones give 422. Email cannot be changed here.
         */
        put: operations["updateUserProfile"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/me/account/erasure-request": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get the active erasure request
         * @description Returns the active erasure request (`pending`, `cooling_off` or `in_progress`), or JSON `null` when there is none.
         */
        get: operations["getErasureRequest"];
        put?: never;
        /**
         * Request account erasure
         * @description Creates an erasure request in state `pending` and issues a one-time confirmation token; `confirm_with` says how it is confirmed. Password users get it as `confirm_token` (`password`). Users without a password get it by email (`email`, `confirm_token` null) when the server sends mail over SMTP; on a server without SMTP, where the email would only wait in the operator's outbox, a user with a passkey that signs in gets it in the answer and confirms with a fresh passkey assertion instead (`passkey`); one without a passkey but with a linked sign-in provider gets it in the answer and confirms with a fresh sign-in at that provider (`provider`, startErasureProviderConfirmation). A receipt notification is sent after commit. 403 for the protected initial admin; 409 `ERASURE-006` when an active request exists; 409 `BILLING-005` when the user owns a workspace with a running paid subscription; 503 when the confirmation email cannot be sent (nothing is stored).
         */
        post: operations["createErasureRequest"];
        /**
         * Cancel the erasure request
         * @description Cancels the active erasure request while it is `pending` or `cooling_off` and returns it in state `cancelled`. 404 when there is no active request; 409 when erasure is already `in_progress`.
         */
        delete: operations["cancelErasureRequest"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/me/account/erasure-confirm": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Confirm account erasure
         * @description Confirms a `pending` request with its token (password users also give their password; requests with `confirm_with` `passkey` also give `passkey_credential`, the answer to startErasurePasskeyConfirmation's options) and starts the 7-day cooling-off period (state `cooling_off`). 400 for an invalid or expired token; 403 on password mismatch (`ERASURE-002`) or a missing or failed passkey assertion (`ERASURE-008`); 409 `BILLING-005` when the user owns a workspace with a running paid subscription.
         */
        post: operations["confirmErasureRequest"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/me/account/erasure-confirm/provider-start": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Start confirming account erasure with a fresh provider sign-in
         * @description For a pending request with `confirm_with` `provider`: checks its token (400 `ERASURE-001` when invalid or expired) and starts a round trip to a sign-in provider linked to the account, bound to this browser session (the flow cookie is set). Open `authorization_url`: the provider is asked to sign the owner in again (OpenID Connect: `prompt=login`, `max_age=0`), and its callback confirms the request (state `cooling_off`) when the identity that comes back is the account's own and, for OpenID Connect, its `auth_time` is not older than the round trip, then sends the browser to `/account/erasure?erasure=confirmed` (`?erasure_error=<token>` when it fails, one token per refusal: `identity_mismatch`, `not_reauthenticated` for a stale `auth_time`, `invalid_state` for another browser session (a replayed callback gets `/login?error=invalid_state`), `erasure_not_pending`; see completeIdpALogin). The request names the provider in `confirm_provider`. 404 `ERASURE-003` without a pending request; 409 `ERASURE-009` when the request is not confirmed with a provider or no linked provider is enabled.
         */
        post: operations["startErasureProviderConfirmation"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/me/account/erasure-confirm/passkey-options": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Start confirming account erasure with a passkey
         * @description Answers the options for `navigator.credentials.get()` that confirm the pending erasure request of the signed-in account with a fresh passkey assertion: the account's passkeys that sign in as `allowCredentials`, user verification required, a single-use challenge bound to this account (5 minutes). 404 `ERASURE-003` when the account has no pending request; 409 `ERASURE-007` when it has no passkey that signs in.
         */
        post: operations["startErasurePasskeyConfirmation"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/me/account/link-provider": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Start linking a sign-in provider
         * @description Starts a link-mode OAuth round-trip with the provider: open `authorization_url`. The callback binds the returned identity to this account only when it arrives with the same session cookie that started it; the round-trip itself is the fresh re-authentication. 401 without a session cookie; 409 when the provider is already linked; unknown or disabled providers give 422.
         */
        post: operations["linkProvider"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/me/account/unlink-provider": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Unlink a sign-in provider
         * @description Removes a linked provider identity; the owner gets a security notice. 404 when the provider is not linked; 409 `ACCOUNT-023` when it is the last sign-in method (no password, no other linked provider and no passkey that signs in).
         */
        post: operations["unlinkProvider"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/me/account/providers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List linked sign-in providers
         * @description Lists the external identities linked to the account.
         */
        get: operations["listLinkedProviders"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/me/account/identity-links": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List identity links
         * @description Returns the other accounts in the caller's identity link set, the accounts that could be linked (the other accounts signed in on this browser session) and the size cap of a set.
         */
        get: operations["listIdentityLinks"];
        put?: never;
        /**
         * Link another account
         * @description Links the caller's account with `account_id`, which must be signed in on this browser session (404 otherwise, checked first). Both accounts must have signed in within the identity-link window (403 `AUTH-305` otherwise). Linking to oneself gives 422; a merged set over the cap gives 409. Existing sets merge; every account of both sets is audited and gets the `ACCOUNT_LINKED` notice. Nothing is linked by email match.
         */
        post: operations["createIdentityLink"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/me/account/identity-links/unlink": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Unlink an account
         * @description Cuts the link between the caller and `account_id`; either side can do it and the other need not be signed in. Every account of the former set is notified. 404 when the two are not linked.
         */
        post: operations["unlinkIdentity"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/me/account/identity-links/leave": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Leave the identity link set
         * @description The caller leaves its link set; the others stay linked and every account of the former set is notified. 404 when the caller is not linked.
         */
        post: operations["leaveIdentityLinks"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/me/refresh-oauth": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Re-run the OAuth sign-in with the user's provider
         * @description Starts a new OAuth round-trip with the user's provider (for example to refresh provider tokens or consent). 400 for password-auth users or users without a usable `auth_provider`; 429 with `Retry-After` after more than one request in the current minute; 500 when OAuth managers or required settings are missing.
         */
        post: operations["refreshOAuth"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/me/oauth/grants": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List OAuth grants
         * @description Lists the OAuth clients the caller has authorized, newest issuance first.
         */
        get: operations["listOAuthGrants"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/me/oauth/grants/{client_id}/default-context": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description OAuth client identifier. */
                client_id: components["parameters"]["ClientIdPath"];
            };
            cookie?: never;
        };
        get?: never;
        /**
         * Set a grant's default context
         * @description Sets the context MCP requests of this client use when none is given (`context_id` null clears it). The context must be readable by the caller; otherwise 404 `Context not found`. 404 also when the caller has no grant for `client_id`.
         */
        put: operations["setGrantDefaultContext"];
        post?: never;
        /**
         * Clear a grant's default context
         * @description Clears the default context of the grant. 404 when the caller has no grant for `client_id`.
         */
        delete: operations["clearGrantDefaultContext"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/me/oauth/grants/{client_id}/tool-groups": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description OAuth client identifier. */
                client_id: components["parameters"]["ClientIdPath"];
            };
            cookie?: never;
        };
        get?: never;
        /**
         * Choose a grant's MCP tool groups
         * @description Sets the MCP tool groups the client's access tokens see in `tools/list` and may call (`tool_groups` null: every group the server offers, the default). The server's MCP_TOOL_GROUPS bounds the choice and a `/mcp?tools=` URL narrows it further, never widening it; a call to a tool outside it is refused with `MCP-016`. The client's open MCP sessions end, so it reconnects with the new choice. 422 `MCP-026` for an unknown group name (the message names the groups to choose from); 404 when the caller has no grant for `client_id`. `listMcpToolGroups` answers what each group costs.
         */
        put: operations["setGrantToolGroups"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/me/terms-acceptance": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Accept the terms
         * @description Records acceptance of the current terms version. 404 when no terms version is configured; 409 when `version` is not the current one.
         */
        post: operations["acceptTerms"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/me/password/setup-request": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Request a set-password link
         * @description Emails a single-use link to set a first password. 409 when the account already has a password; 400 for a local command-line account; 429 after a few requests; 503 when the email cannot be sent.
         */
        post: operations["requestPasswordSetup"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/me/password/change": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Change the password
         * @description Changes the password. 403 when `current_password` is wrong; 409 when the account has no password; 422 when the new password breaks the policy. All other browser sessions are revoked and the owner gets a security notice.
         */
        post: operations["changePassword"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/me/password": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Remove the password
         * @description Removes password sign-in; the account keeps signing in through a linked provider or its passkeys. 403 when `current_password` is wrong; 409 `ACCOUNT-042` when no password is set, 409 `ACCOUNT-043` when no OAuth provider is linked and no passkey signs in (passkeys blocked as possible copies do not count). Other sessions are revoked; the owner gets a notice that a sign-in method was removed.
         */
        delete: operations["removePassword"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/me/mfa/totp": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Start TOTP enrolment
         * @description Creates a pending TOTP secret (RFC 6238, SHA-1, 6 digits, 30 s) valid for 10 minutes and returns it with an `otpauth://` URI for a QR code. Starting again replaces the pending secret. 409 when TOTP is already enabled.
         */
        post: operations["startTotpEnrolment"];
        /**
         * Disable TOTP
         * @description Disables TOTP and deletes the recovery codes, unless the account has passkeys: they stay its second factor, and its unused recovery codes stay with them. Needs the current password and a current code. 403 when the password or code is wrong; 409 when TOTP is not enabled. The owner gets a security notice.
         */
        delete: operations["disableTotp"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/me/mfa/totp/confirm": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Confirm TOTP enrolment
         * @description Enables TOTP when `code` matches the pending secret and returns 10 single-use recovery codes (shown only now). 400 when the code is wrong; 409 when there is no pending enrolment (or it expired) or TOTP is already enabled.
         */
        post: operations["confirmTotpEnrolment"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/me/mfa/recovery-codes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Regenerate recovery codes
         * @description Replaces all recovery codes with 10 new ones. 403 when the password is wrong; 409 when the account has no second factor (neither TOTP nor a passkey).
         */
        post: operations["regenerateRecoveryCodes"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/me/passkey-registration": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Start adding a passkey
         * @description Re-authenticates the owner (the current password when the account has one) and answers the options for `navigator.credentials.create()`: a discoverable credential (`residentKey: required`) with user verification required, `attestation: none`, the account's passkeys in `excludeCredentials`. 403 `AUTH-012` when the password is wrong (throttled per account like every re-entered password: 429 `RATE-001`); 403 `AUTH-076` when an account without a password did not sign in within the last 15 minutes; 409 `AUTH-077` at 20 passkeys; 404 `AUTH-078` when PUBLIC_URL's host is an IP address other than loopback (no relying-party id is possible).
         */
        post: operations["startPasskeyRegistration"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/me/passkeys": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the account's passkeys
         * @description The passkeys of the session's account, oldest first, with their names, use and authenticator kind.
         */
        get: operations["listMyPasskeys"];
        put?: never;
        /**
         * Add a passkey
         * @description Verifies the browser's credential against the challenge of `startPasskeyRegistration` (type, challenge, origin, relying-party id hash, user presence and user verification, signature algorithm ES256, EdDSA or RS256) and stores the public key, signature counter, transports, AAGUID and backup state. When the account had no second factor before (no TOTP, no passkey), ten new recovery codes are returned once, replacing any earlier ones. From then on a password sign-in asks for a second step (TOTP, a passkey or a recovery code). Audited (`auth.passkey_added`); the owner gets a security notice. 400 `AUTH-070` for an unknown, expired or used challenge; 400 `AUTH-071` when the credential does not verify; 409 `AUTH-072` when this credential is already registered; 409 `AUTH-077` at 20 passkeys.
         */
        post: operations["registerPasskey"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/me/passkeys/{passkey_id}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The passkey's id (from the list). */
                passkey_id: string;
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Remove a passkey
         * @description Removes a passkey of the account after re-authentication (the current password when the account has one, otherwise a sign-in within the last 15 minutes). When it was the last second factor (no TOTP, no other passkey) the recovery codes are deleted and a password sign-in needs only the password again, as when TOTP is turned off. Audited (`auth.passkey_removed`); the owner gets a security notice. 403 `AUTH-012` for a wrong password (throttled: 429 `RATE-001`), 403 `AUTH-076` for a stale sign-in, 404 `AUTH-073` for an id that is not one of the account's passkeys, 409 `AUTH-079` when it is the account's last way to sign in (no password, no linked identity provider, no other passkey that is not blocked as a possible copy).
         */
        delete: operations["removeMyPasskey"];
        options?: never;
        head?: never;
        /**
         * Rename a passkey
         * @description Gives a passkey of the account a new name. 404 `AUTH-073` for an id that is not one of the account's passkeys (another account's included).
         */
        patch: operations["renameMyPasskey"];
        trace?: never;
    };
    "/api/v1/auth/passkey/options": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Start a passkey sign-in
         * @description Answers the options for `navigator.credentials.get()`. With `mfa_token` (a password sign-in that answered `mfa_required` with `passkey` among its `mfa_methods`): the account's passkeys as `allowCredentials` and user verification preferred; 401 `AUTH-011` for an unknown or expired token. Without: passwordless, no `allowCredentials` (the browser offers the discoverable passkeys it holds for this relying party, also through autofill) and user verification required. 404 `AUTH-078` when no relying-party id is possible. Each answer stores a challenge, so a client address may start 30 a minute (429 `RATE-001` with Retry-After).
         */
        post: operations["startPasskeySignIn"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/auth/passkey/verify": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Sign in with a passkey
         * @description Checks the browser's assertion against the challenge of `startPasskeySignIn` (type, challenge, origin, relying-party id hash, user presence, the stored public key) and signs in, setting the same browser session as a password sign-in (adding the account to this browser's session, a new cookie value). Passwordless: user verification is required and the passkey names the account (its user handle and credential id must agree); `remember` chooses the longer lifetimes. Second step (`mfa_token`): the passkey must be one of the pending account's; the sign-in keeps the password step's `remember`; a failing assertion counts against the pending sign-in like a wrong code and answers like one (401 `AUTH-011`, 429 after MFA_MAX_ATTEMPTS). Sign counter: when the stored counter or the presented one is above zero and the presented one is not greater, the passkey may be a copy: it is marked (`clone_suspected`), refused from then on with 401 `AUTH-075`, audited (`auth.passkey_clone_suspected`) and the owner gets a security notice; synced passkeys, whose counter stays zero, are not affected. Every other passwordless failure is 401 `AUTH-074` (unknown passkey, bad signature, no user verification, expired or used challenge). Passwordless failures are throttled: PASSKEY_SIGNIN_CLIENT_LOCK_THRESHOLD (10) from one client address, or PASSKEY_SIGNIN_CREDENTIAL_LOCK_THRESHOLD (5) with one registered passkey from any address, within PASSKEY_SIGNIN_LOCK_SECONDS (15 minutes) lock that address or passkey for as long: 429 `RATE-001` with Retry-After, before any signature is checked. Audited as `auth.login` with method `passkey` or `password+passkey`; the passkey's last use is recorded.
         */
        post: operations["signInWithPasskey"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/auth/invitation": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Look at an invitation
         * @description Answers what an invitation link offers while it is usable (not used, revoked or expired): the invited address, the expiry, the ways to create the account and the terms version to accept. 404 `AUTH-080` otherwise (unknown tokens included).
         */
        post: operations["checkInvitation"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/auth/invitation/passkey-options": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Start creating an account with a passkey
         * @description Answers the options for `navigator.credentials.create()` for the account the invitation will create (user name: the invited address, or `email` for an invitation without one), with the same rules as `startPasskeyRegistration` (discoverable credential, user verification required, `attestation: none`). The challenge (5 minutes, single use) is bound to the invitation; the account does not exist until `acceptInvitation`. 404 `AUTH-080` for an invitation that is not usable; 404 `AUTH-078` when no relying-party id is possible; 422 when the invitation names no address and `email` is missing; 409 `ACCOUNT-001` when the address already has an account. A client address may start 30 a minute (429 `RATE-001`).
         */
        post: operations["startInvitationPasskey"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/auth/invitation/accept": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Create an account from an invitation
         * @description Creates the invitee's account and signs it in (the session cookie is set, as after a password sign-in, and added to this browser's session). The account's email is the invited address (marked verified: the administrator named it), or `email` for an invitation without one (not verified). It signs in with the `password` (the password policy applies: 422 naming `password`) or with the passkey registered from the challenge of `startInvitationPasskey` (400 `AUTH-070` for an unknown, expired, used or other invitation's challenge, 400 `AUTH-071` when the credential does not verify). The invitation is used in the same transaction: 404 `AUTH-080` when it is not usable (a second accept included); 409 `ACCOUNT-001` when the address already has an account; 422 naming `accepted_terms` while TERMS_VERSION is set and not accepted. Audited (`account.created` with `via: invitation`, then `auth.login`).
         */
        post: operations["acceptInvitation"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/me/oauth/grants/{client_id}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description OAuth client identifier. */
                client_id: components["parameters"]["ClientIdPath"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Revoke an OAuth grant
         * @description Revokes the caller's grant for `client_id` together with every access and refresh token issued under it: the client must ask for authorization again, and MCP sessions opened with those tokens stop working at once. 404 when the caller has no grant for that client.
         */
        delete: operations["revokeOAuthGrant"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/me/contexts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the contexts the account can read
         * @description The contexts (containers of memories) the active account can read, with its role in each: the private context of the account and of every account identity-linked to it (owner), and the contexts of the workspaces it belongs to (by membership role). `default_context_id` is the context requests of this browser session use when none is chosen.
         */
        get: operations["listMyContexts"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/me/sessions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the browser sessions of the account
         * @description The browser sessions in which the active account is signed in (and whose sign-in has not lapsed), most recently used first. `current` marks the session of this request. `id` is a public identifier of the session, unrelated to the cookie value.
         */
        get: operations["listMySessions"];
        put?: never;
        post?: never;
        /**
         * Sign out of every other browser session
         * @description Signs the active account out of every browser session except the current one and answers how many sessions it was signed out of. The current session is untouched.
         */
        delete: operations["revokeMyOtherSessions"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/me/sessions/{session_id}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Public identifier of a browser session, as listed by `listMySessions`. */
                session_id: string;
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Sign out of one browser session
         * @description Signs the active account out of that browser session; the session ends when no account is left in it. Revoking the current session behaves like `POST /api/v1/auth/logout?scope=current` for this account: another signed-in account of this browser becomes active, or the session ends and the cookies are cleared. 404 for an unknown id or a session the account is not signed in to.
         */
        delete: operations["revokeMySession"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/me/api-keys": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the account's API keys
         * @description The active (not revoked) API keys that belong to the active account, oldest first. Keys of other accounts and keys of the local context (created with the command line without an account) are never listed. The secret key itself is never shown again after creation; `prefix` helps to recognise it.
         */
        get: operations["listMyApiKeys"];
        put?: never;
        /**
         * Create an API key
         * @description Creates an API key of the active account reaching `context_id` (default: the account's private context) and returns it once in `key`; only its SHA-256 is stored. The owner receives a security notice email. 409 when the account already has an active key with that name; 404 when `context_id` is not a context the account can read; 403 (`AUTH-004`) when the account can read it but not write to it.
         */
        post: operations["createMyApiKey"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/me/api-keys/{name}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Name of one of the account's active API keys. */
                name: string;
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Revoke an API key
         * @description Revokes the account's active key with that name. It stops working at once on the REST API and on `/mcp`; the MCP sessions it opened are closed. 404 when the account has no active key with that name.
         */
        delete: operations["revokeMyApiKey"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/me/audit-events": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the account's audit trail
         * @description Audit events of the active account (sign-ins, security changes, key and grant management, memory deletions ...), newest first, one page at a time. Pass `next_cursor` back as `cursor` for the next page; null means there is none. A `cursor` this API did not return is a 422.
         */
        get: operations["listMyAuditEvents"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/admin/users": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List accounts
         * @description Lists every account, newest first, one page at a time. `q` keeps accounts whose email, name or login id contains the text (case-insensitive). Administrators only (403 `ADMIN-001` otherwise); 422 for a cursor this API did not return.
         */
        get: operations["listUsers"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/admin/invitations": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List invitations
         * @description Lists every closed-beta sign-up invitation, newest first, with its status. Tokens are never listed (only their hashes are stored). Administrators only (403 `ADMIN-001` otherwise).
         */
        get: operations["listInvitations"];
        put?: never;
        /**
         * Create an invitation
         * @description Creates a single-use sign-up invitation (interface spec A1 rule 3, section 5.7) and answers its token and link `<PUBLIC_URL>/login?invite=<token>` once; only the token's hash is stored. When `email` is given the link is also sent there through the mail service (SMTP, or the mail outbox when SMTP is not configured); `emailed` says whether that worked. The creation is audited. Administrators only (403 `ADMIN-001` otherwise).
         */
        post: operations["createInvitation"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/admin/invitations/{invitation_id}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Invitation identifier (the `id` of a listed invitation, not its token). */
                invitation_id: string;
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Revoke an invitation
         * @description Revokes the invitation so its link no longer admits a sign-up. Revoking an invitation that is already revoked, used or expired succeeds and changes nothing. 404 `ADMIN-002` when there is no such invitation. Administrators only (403 `ADMIN-001` otherwise). Audited.
         */
        delete: operations["revokeInvitation"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/oauth/clients": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List OAuth clients
         * @description Lists the OAuth clients owned by the caller in the current context, without secrets.
         */
        get: operations["listOAuthClients"];
        put?: never;
        /**
         * Register an OAuth client
         * @description Registers a client owned by the caller in the current context. The answer shows `client_secret` once (it is stored hashed); confidential clients authenticate with it at the token endpoint. The owner gets a security notice.
         */
        post: operations["createOAuthClient"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/oauth/register": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Dynamic client registration (RFC 7591)
         * @description Registers a public client without authentication. Every redirect URI must pass on its own: its hostname, or for loopback redirects the `client_name`, must be on the allow-list of known AI clients, and the URI pattern is validated. `token_endpoint_auth_method` is always `none`, so no secret is returned; clients use PKCE. Limited to 5 registrations per minute per client address (addresses in OAUTH_DCR_RATE_LIMIT_EXEMPT_CIDRS are exempt). Errors use the RFC 7591 section 3.2.2 shape: `invalid_redirect_uri`, `invalid_client_metadata`.
         */
        post: operations["registerOAuthClient"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/oauth/clients/{client_id}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description OAuth client identifier. */
                client_id: components["parameters"]["ClientIdPath"];
            };
            cookie?: never;
        };
        /**
         * Get an OAuth client
         * @description Returns one client of the caller's current context, without its secret. 404 when it does not exist or is not visible.
         */
        get: operations["getOAuthClient"];
        /**
         * Update an OAuth client
         * @description Updates name, `redirect_uris`, `scope`, `token_endpoint_auth_method` or `grant_types` (only those present). The secret cannot be changed here.
         */
        put: operations["updateOAuthClient"];
        post?: never;
        /**
         * Delete an OAuth client
         * @description Deletes the client and, irreversibly, all its tokens, codes and grants.
         */
        delete: operations["deleteOAuthClient"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/oauth/clients/{client_id}/hide": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description OAuth client identifier. */
                client_id: components["parameters"]["ClientIdPath"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Hide the client secret
         * @description Deletes the stored encrypted plaintext of the secret and sets `hidden_at`; the secret keeps working but can no longer be shown. Owner only (403 for other members). Hiding again is a no-op that answers the same.
         */
        post: operations["hideOAuthClientSecret"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/oauth/clients/{client_id}/regenerate-secret": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description OAuth client identifier. */
                client_id: components["parameters"]["ClientIdPath"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Regenerate the client secret
         * @description Issues a new secret, shown once; the old one stops working at once. The owner gets a security notice. 409 for public clients (`token_endpoint_auth_method: none`), which have no secret.
         */
        post: operations["regenerateOAuthClientSecret"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/oauth/providers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List configured login providers
         * @description Lists the external login providers configured on the server (not user-registered clients). Public.
         */
        get: operations["listOAuthProviders"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/oauth/authorize": {
        parameters: {
            query: {
                /** @description Client identifier. */
                client_id: string;
                /** @description One of the client's registered redirect URIs (exact match). */
                redirect_uri: string;
                /** @description Only `code` is supported. */
                response_type?: "code";
                /** @description Requested scopes, space-separated; must contain a grantable scope. */
                scope?: string;
                /** @description Opaque client value returned unchanged with the code. */
                state?: string;
                /** @description Target resource (RFC 8707): this server's MCP endpoint `{base_url}/mcp`, its REST API `{base_url}`, or both (repeat the parameter). At least one is required; the tokens are accepted only by the resources named. */
                resource?: string[];
                /** @description PKCE challenge (BASE64URL(SHA256(verifier))); required for public clients. */
                code_challenge?: string;
                /** @description PKCE method; must be `S256`. */
                code_challenge_method?: "S256";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Show the consent screen
         * @description Validates the authorization request (known client, registered `redirect_uri`, grantable `scope`, `code_challenge_method=S256` with a `code_challenge` for public clients, `resource` naming this server's MCP endpoint, its REST API or both) and shows an HTML consent screen listing the permissions of the scope. A failing request gets a 400 HTML error page; nothing is sent to the client before the user acts. Without a browser session the user is redirected (303) to the sign-in page and returned here afterwards.
         */
        get: operations["showAuthorizationConsent"];
        put?: never;
        /**
         * Submit the consent decision
         * @description Processes the user's decision; the authorization parameters are in the query string (validated again), the decision and CSRF token in the form body. On approval the authorization code is stored and the browser is redirected (303) to `redirect_uri` with `code`, `state` and `iss` (RFC 9207); on denial with `error=access_denied`. Clients that cannot follow the redirect get a 200 HTML result page with a link instead. After the code is stored the user is emailed a security notice when the consent grants something new (first authorization, new scope, or a client changed since the last grant). 403 HTML when the CSRF token is invalid.
         */
        post: operations["submitAuthorizationConsent"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/oauth/token": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Token endpoint
         * @description Exchanges an authorization code (with PKCE `code_verifier`), a refresh token or a device code for tokens (RFC 6749 section 4.1.3 and 6, RFC 8628 section 3.4). Public clients send `client_id` and use PKCE without a secret; confidential clients authenticate with HTTP Basic or `client_secret` in the form. Refresh tokens rotate. Answers carry `Cache-Control: no-store`. Errors use the RFC 6749 section 5.2 shape (400, or 401 `invalid_client`). Device-code polling errors (RFC 8628 section 3.5), all 400: `authorization_pending` (keep polling at `interval`), `slow_down` (add 5 seconds to the interval), `access_denied` (the user refused), `expired_token` (start over). `resource` (repeatable) narrows the access token to part of the grant's resources; one outside them, or not of this server, is `invalid_target`.
         */
        post: operations["issueToken"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/oauth/device/authorize": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Device authorization (RFC 8628)
         * @description Starts the device authorization grant for `client_id`. The request is counted against a per-client-address per-minute limit before the body is read (a refused body still counts); over the limit the answer is 429 with `Retry-After` before anything is stored. Errors use the RFC 6749 section 5.2 shape: 400 `invalid_request` (missing or unsupported Content-Type, malformed body, missing `client_id`), 413 `invalid_request` (body too large), 400 `invalid_client` (unknown client), 400 `invalid_scope` (admin-managed client without a memory scope), 500 `server_error` (the grant cannot be stored). No authentication.
         */
        post: operations["authorizeDevice"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/oauth/revoke": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Revoke a token (RFC 7009)
         * @description Revokes an access or refresh token; revoking a refresh token also revokes the access tokens issued from it. Answers 200 with an empty body even when the token is unknown or already revoked (RFC 7009 section 2.2). Client authentication as at the token endpoint.
         */
        post: operations["revokeToken"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/oauth/device": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Show the device verification page
         * @description HTML page where the signed-in user enters (or, with `user_code`, confirms) the code shown on the device and sees the client and scopes it asks for. Without a browser session the user is redirected (303) to the sign-in page and returned here afterwards. An unknown, expired or used `user_code` answers 400 with the entry form again, the error and the typed code, so the person can correct it; wrong codes count against the same per-session limit as on submission.
         */
        get: operations["showDeviceVerification"];
        put?: never;
        /**
         * Approve or deny a device
         * @description Approves or denies the device authorization named by `user_code`; the device's next poll then gets tokens or `access_denied`. Answers an HTML result page. 400 with the code entry form again and the error for an unknown, expired or already used code; 403 HTML page when the CSRF token is invalid. Wrong codes count against a per-session limit (5 a minute), checked before the code is looked up.
         */
        post: operations["submitDeviceVerification"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/.well-known/oauth-authorization-server": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Authorization server metadata (RFC 8414)
         * @description Discovery document of the authorization server (endpoints, scopes, grant types, PKCE methods). Public and cacheable.
         */
        get: operations["getAuthorizationServerMetadata"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/.well-known/oauth-protected-resource": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Protected resource metadata (RFC 9728)
         * @description Metadata of the REST API as a protected resource (`resource` = the base URL), named in the `WWW-Authenticate` challenges of the REST API. An access token opens the REST API only when it was issued for this resource (authorization request with `resource={base_url}`); one issued only for `{base_url}/mcp` is refused with 401 `AUTH-005`. Public.
         */
        get: operations["getProtectedResourceMetadata"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/.well-known/oauth-protected-resource/mcp": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Protected resource metadata for /mcp (RFC 9728)
         * @description Metadata of the MCP endpoint as a protected resource (`resource` = `{base_url}/mcp`), named in the `WWW-Authenticate` challenge of `/mcp` so MCP clients can find the authorization server. /mcp accepts only access tokens issued for this resource (401 `AUTH-005` otherwise). Public.
         */
        get: operations["getMcpProtectedResourceMetadata"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export type webhooks = Record<string, never>;
export interface components {
    schemas: {
        /**
         * AccountSwitchRequest
         * @description Body of the account switch.
         * @example {
         *       "account_id": "example"
         *     }
         */
        AccountSwitchRequest: {
            /** @description Account to make active; must be signed in on this session. */
            account_id: string;
        };
        /**
         * AdminUser
         * @description An account as administrators see it in the user list.
         */
        AdminUser: {
            /**
             * Format: uuid
             * @description Account identifier.
             */
            id: string;
            /** @description Primary email address; null when the account has none. */
            email: string | null;
            /** @description Display name; null when unknown. */
            name: string | null;
            /** @description Login id of accounts created with `memplat admin create`; null for the others. */
            login_id: string | null;
            /**
             * @description Account role.
             * @example admin
             * @example user
             */
            role: string;
            /** @description Whether the email address is verified. */
            email_verified: boolean;
            /** @description Whether the TOTP second factor is enabled. */
            mfa_enabled: boolean;
            /**
             * Format: date-time
             * @description When the account was created.
             */
            created_at: string;
            /**
             * Format: date-time
             * @description Last successful sign-in; null when never.
             */
            last_sign_in_at: string | null;
            /** @description Sign-in methods of the account: `password` when it has one, then the linked identity providers (for example `idp_a`). */
            providers: string[];
        };
        /**
         * AdminUserListResponse
         * @description One page of accounts, newest first. Pass `next_cursor` as `cursor` to get the next page; it is null on the last page.
         */
        AdminUserListResponse: {
            /** @description Accounts on this page. */
            users: components["schemas"]["AdminUser"][];
            /** @description Opaque cursor for the next page, or null when there are no more results. */
            next_cursor: string | null;
        };
        /**
         * AgentName
         * @description An agent namespace of a user (`X-Agent-Name`; `global` is shared by all agents of the user): 1 to 64 letters, digits, `.`, `_`, `:` or `-`.
         * @example global
         */
        AgentName: string;
        /**
         * ApiKeyCreateRequest
         * @description A new API key of the active account.
         * @example {
         *       "name": "laptop-agent",
         *       "context_id": "00000000-0000-4000-8000-000000000001"
         *     }
         */
        ApiKeyCreateRequest: {
            /** @description Key name, unique among the account's active keys. */
            name: string;
            /**
             * Format: uuid
             * @description Context the key reaches; must be one the account can write to. Default: the account's private context.
             */
            context_id?: string;
        };
        /**
         * ApiKeyCreatedResponse
         * @description A newly created API key. `key` is shown only here: store it now.
         * @example {
         *       "name": "laptop-agent",
         *       "key": "mp_2vV9Qm7YcKxR4tJ8bN3wLhZ6pD1sF5gA0eU7iO2yT9k",
         *       "prefix": "mp_2vV9Qm7",
         *       "context_id": "00000000-0000-4000-8000-000000000001",
         *       "created_at": "2026-01-15T09:30:00Z"
         *     }
         */
        ApiKeyCreatedResponse: {
            /** @description Key name, unique among the account's active keys. */
            name: string;
            /** @description The secret key, sent as `Authorization: Bearer <key>`. Shown once. */
            key: string;
            /** @description The first characters of the key, shown in lists. */
            prefix: string;
            /**
             * Format: uuid
             * @description Context the key reaches.
             */
            context_id: string;
            /** Format: date-time */
            created_at: string;
        };
        /**
         * ApiRoot
         * @description Service identification and links to the API documentation.
         */
        ApiRoot: {
            /**
             * @description Service name.
             * @example Memory Platform
             */
            name: string;
            /**
             * @description Service (memory API) version.
             * @example 4.0.0
             */
            version: string;
            /**
             * @description REST API version (path prefix).
             * @example v1
             */
            api_version: string;
            /**
             * @description Version of the platform interface description.
             * @example 0.117.0
             */
            interface_version: string;
            /**
             * Format: uri-reference
             * @description Interactive documentation (Swagger UI).
             * @example /docs
             */
            docs_url: string;
            /**
             * Format: uri-reference
             * @description Reference documentation (ReDoc).
             * @example /redoc
             */
            redoc_url: string;
            /**
             * Format: uri-reference
             * @description Machine-readable OpenAPI description.
             * @example /openapi.json
             */
            openapi_url: string;
        };
        /**
         * AuditEvent
         * @description One entry of the account's audit trail.
         */
        AuditEvent: {
            /**
             * @description Identifier of the event (increasing with time).
             * @example 1042
             */
            id: string;
            /**
             * @description What happened, as `<area>.<event>`.
             * @example api_key.created
             * @example oauth.grant_revoked
             */
            action: string;
            /** Format: date-time */
            created_at: string;
            /** @description Client address of the request that caused the event; null when not recorded (for example background work or older events). */
            ip: string | null;
            /** @description How the actor was authenticated: `session`, `apiKey`, `oauth`, `local`, `system` ... */
            actor_kind?: string;
            /** @description Kind of object the event is about, when any. */
            target_type?: string | null;
            /** @description Identifier of that object, when any. */
            target_id?: string | null;
            /** @description Event-specific facts (never secrets). */
            details: {
                [key: string]: unknown;
            };
        };
        /**
         * AuditEventsResponse
         * @description One page of the account's audit trail, newest first.
         * @example {
         *       "events": [
         *         {
         *           "id": "1042",
         *           "action": "api_key.created",
         *           "created_at": "2026-01-15T09:30:00Z",
         *           "ip": "example",
         *           "actor_kind": "example",
         *           "target_type": "example",
         *           "target_id": "example",
         *           "details": {}
         *         }
         *       ],
         *       "next_cursor": "example"
         *     }
         */
        AuditEventsResponse: {
            events: components["schemas"]["AuditEvent"][];
            /** @description Pass as `cursor` to get the next (older) page; null on the last page. */
            next_cursor: string | null;
        };
        /**
         * AuthConfigResponse
         * @description Public authentication configuration for building the sign-in page.
         * @example {
         *       "password_login_enabled": true,
         *       "mfa_supported": true,
         *       "providers": [
         *         {
         *           "id": "idp_a",
         *           "name": "Identity Provider A",
         *           "type": "oidc",
         *           "login_url": "/api/v1/auth/idp_a/login"
         *         }
         *       ],
         *       "terms_version": "2026-01",
         *       "invite_required": true,
         *       "password_policy": {
         *         "min_length": 12,
         *         "max_length": 128
         *       }
         *     }
         */
        AuthConfigResponse: {
            /** @description Whether password sign-in is offered. */
            password_login_enabled: boolean;
            /** @description Whether TOTP second factor is available. */
            mfa_supported: boolean;
            /** @description Enabled external providers. */
            providers: components["schemas"]["AuthProvider"][];
            /** @description Current terms version users must accept, or null when no terms apply (TERMS_VERSION empty). */
            terms_version: string | null;
            /** @description Whether sign-up needs a closed-beta invite token. */
            invite_required: boolean;
            password_policy: components["schemas"]["PasswordPolicy"];
        };
        /**
         * AuthProvider
         * @description An enabled external sign-in provider.
         */
        AuthProvider: {
            /**
             * @description Provider identifier used in paths (`/api/v1/auth/{id}/login`).
             * @example idp_a
             * @example idp_b
             */
            id: string;
            /**
             * @description Display name.
             * @example Identity Provider A
             */
            name: string;
            /**
             * @description Protocol spoken with the provider.
             * @enum {string}
             */
            type: "oidc" | "oauth2";
            /**
             * Format: uri-reference
             * @description Path that starts sign-in with this provider.
             * @example /api/v1/auth/idp_a/login
             */
            login_url: string;
        };
        /**
         * AuthenticatorAttachment
         * @description Where a WebAuthn authenticator lives: built into the device (`platform`) or a roaming key or phone (`cross-platform`).
         * @enum {string}
         */
        AuthenticatorAttachment: "platform" | "cross-platform";
        /**
         * AuthorizationConsentDecision
         * @description Form body of the consent screen submission. The authorization parameters themselves stay in the query string. Other form fields (a submit button's name, for example) are ignored.
         * @example {
         *       "action": "approve",
         *       "csrf_token": "c3JmLXRva2VuLWV4YW1wbGUtMTIzNDU2Nzg"
         *     }
         */
        AuthorizationConsentDecision: {
            /**
             * @description The user's choice.
             * @default approve
             * @enum {string}
             */
            action?: "approve" | "deny";
            /** @description Anti-CSRF token embedded in the consent page. */
            csrf_token: string;
        } & {
            [key: string]: unknown;
        };
        /**
         * AuthorizationServerMetadata
         * @description OAuth 2.0 Authorization Server Metadata (RFC 8414 section 2).
         */
        AuthorizationServerMetadata: {
            /**
             * Format: uri
             * @description Issuer identifier (the base URL).
             */
            issuer: string;
            /**
             * Format: uri
             * @description Authorization endpoint.
             */
            authorization_endpoint: string;
            /**
             * Format: uri
             * @description Token endpoint.
             */
            token_endpoint: string;
            /**
             * Format: uri
             * @description Dynamic client registration endpoint (RFC 7591).
             */
            registration_endpoint?: string;
            /**
             * Format: uri
             * @description Revocation endpoint (RFC 7009).
             */
            revocation_endpoint?: string;
            /**
             * Format: uri
             * @description Device authorization endpoint (RFC 8628).
             */
            device_authorization_endpoint?: string;
            /** @description Supported scopes. */
            scopes_supported?: string[];
            /** @description Always `["code"]`. */
            response_types_supported: string[];
            /** @description Supported response modes. */
            response_modes_supported?: string[];
            /** @description Supported grant types. */
            grant_types_supported: string[];
            /** @description Client authentication methods at the token endpoint. */
            token_endpoint_auth_methods_supported?: string[];
            /** @description Client authentication methods at the revocation endpoint. */
            revocation_endpoint_auth_methods_supported?: string[];
            /** @description Always `["S256"]`. */
            code_challenge_methods_supported: string[];
            /** @description Whether the authorization response carries `iss` (RFC 9207). */
            authorization_response_iss_parameter_supported?: boolean;
            /**
             * Format: uri
             * @description Human-readable documentation.
             */
            service_documentation?: string;
        };
        /**
         * AuthorizationUrlResponse
         * @description Start of an OAuth round-trip with an external provider: open `authorization_url` in the browser.
         * @example {
         *       "authorization_url": "https://memory.example.com/oauth/callback",
         *       "state": "example"
         *     }
         */
        AuthorizationUrlResponse: {
            /**
             * Format: uri
             * @description Provider authorization URL to navigate to.
             */
            authorization_url: string;
            /** @description Opaque state bound server-side to this flow (CSRF protection). */
            state: string;
        };
        /**
         * BrowserSessionResponse
         * @description Whether this browser is signed in and, when it is, the active user and every account signed in on the session.
         * @example {
         *       "authenticated": true,
         *       "user": {
         *         "id": "example",
         *         "email": "ada@example.com",
         *         "name": "Ada Lovelace",
         *         "role": "admin",
         *         "current_workspace_id": "00000000-0000-4000-8000-000000000001",
         *         "timezone": "Europe/Berlin",
         *         "locale": "de-DE",
         *         "email_verified": true,
         *         "mfa_enabled": true
         *       },
         *       "accounts": [
         *         {
         *           "id": "example",
         *           "email": "ada@example.com",
         *           "name": "Ada Lovelace",
         *           "active": true
         *         }
         *       ],
         *       "active_account_id": "example"
         *     }
         */
        BrowserSessionResponse: {
            /** @description True when the request carried a valid browser session cookie. */
            authenticated: boolean;
            /** @description The active account's user, or null when not signed in. */
            user: components["schemas"]["User"] | null;
            /** @description Accounts signed in on this browser session, in sign-in order (empty when not signed in). */
            accounts: components["schemas"]["SessionAccount"][];
            /** @description The active account, or null when not signed in. */
            active_account_id: string | null;
        };
        /**
         * ContextKind
         * @description Kind of a context: `local` (the machine owner's), `private` (an account's own) or `workspace` (a workspace's).
         * @enum {string}
         */
        ContextKind: "local" | "private" | "workspace";
        /**
         * DeviceAuthorizationRequest
         * @description Device authorization request (RFC 8628 section 3.1), as a form or JSON.
         * @example {
         *       "client_id": "mcp_client_Q2xpZW50SWQxMjM0NTY3OA",
         *       "scope": "memory:read memory:write",
         *       "resource": [
         *         "https://memory.example.com/oauth/callback"
         *       ]
         *     }
         */
        DeviceAuthorizationRequest: {
            /** @description Client identifier. */
            client_id: string;
            /** @description Requested scopes, space-separated; defaults to the client's scopes. */
            scope?: string | null;
            /** @description Target resource(s) (RFC 8707), repeatable: `{base_url}/mcp` (the default) and/or `{base_url}` for the REST API. The tokens are accepted only by the resources named; anything else is `invalid_target`. Sent as a form field repeated once per value (`resource=a&resource=b`); a single value is one item. */
            resource?: string[];
        } & {
            [key: string]: unknown;
        };
        /**
         * DeviceAuthorizationResponse
         * @description Device authorization response (RFC 8628 section 3.2).
         */
        DeviceAuthorizationResponse: {
            /** @description Code the device polls the token endpoint with. */
            device_code: string;
            /** @description Short code the user types at `verification_uri` (8 characters from BCDFGHJKLMNPQRSTVWXZ, shown as XXXX-XXXX). */
            user_code: string;
            /**
             * Format: uri
             * @description Page where the user enters the code.
             */
            verification_uri: string;
            /**
             * Format: uri
             * @description Verification page with the code pre-filled (for QR codes).
             */
            verification_uri_complete: string;
            /**
             * @description Lifetime of both codes in seconds.
             * @example 600
             */
            expires_in: number;
            /**
             * @description Minimum seconds between polls.
             * @default 5
             */
            interval: number;
        };
        /**
         * DeviceVerificationForm
         * @description Form body of the device verification page. Other form fields (a submit button's name, for example) are ignored.
         * @example {
         *       "user_code": "BCDF-GHJK",
         *       "action": "approve",
         *       "csrf_token": "c3JmLXRva2VuLWV4YW1wbGUtMTIzNDU2Nzg"
         *     }
         */
        DeviceVerificationForm: {
            /** @description Code shown on the device (case-insensitive; dash optional). */
            user_code: string;
            /**
             * @description The user's choice.
             * @default approve
             * @enum {string}
             */
            action?: "approve" | "deny";
            /** @description Anti-CSRF token embedded in the page. */
            csrf_token: string;
        } & {
            [key: string]: unknown;
        };
        /**
         * DynamicClientRegistrationRequest
         * @description RFC 7591 client metadata. The server registers a public client (`token_endpoint_auth_method` is forced to `none`; PKCE required). Unknown metadata is ignored, as RFC 7591 section 2 allows.
         */
        DynamicClientRegistrationRequest: {
            /** @description Allowed redirect URIs (exact match; https, or http on loopback). */
            redirect_uris: string[];
            /** @description Human-readable client name; for loopback redirects it must be on the allow-list of known AI clients. */
            client_name?: string;
            /**
             * @description Requested method; the server always registers `none`.
             * @example none
             */
            token_endpoint_auth_method?: string;
            /**
             * @description Requested grant types.
             * @default [
             *       "authorization_code",
             *       "refresh_token"
             *     ]
             */
            grant_types?: string[];
            /**
             * @description Requested response types.
             * @default [
             *       "code"
             *     ]
             */
            response_types?: string[];
            /**
             * @description Space-separated scopes (`memory:read`, `memory:write`).
             * @example memory:read memory:write
             */
            scope?: string;
            /**
             * Format: uri
             * @description Client home page.
             */
            client_uri?: string;
            /**
             * Format: uri
             * @description Client logo.
             */
            logo_uri?: string;
            /**
             * Format: uri
             * @description Client terms of service.
             */
            tos_uri?: string;
            /**
             * Format: uri
             * @description Client privacy policy.
             */
            policy_uri?: string;
            /** @description Contact addresses of the client's maintainers. */
            contacts?: string[];
            /** @description Identifier of the client software. */
            software_id?: string;
            /** @description Version of the client software. */
            software_version?: string;
        } & {
            [key: string]: unknown;
        };
        /**
         * ErasureConfirmProvider
         * @description The linked sign-in provider at which a request with `confirm_with` `provider` is confirmed (startErasureProviderConfirmation), so the page can say "Confirm with <name>".
         * @example {
         *       "id": "idp_a",
         *       "name": "Example ID"
         *     }
         */
        ErasureConfirmProvider: {
            /** @description Provider identifier, as in AUTH_PROVIDERS. */
            id: string;
            /** @description The provider's display name. */
            name: string;
        };
        /**
         * ErasureConfirmRequest
         * @description Confirms an erasure request with its token and the proof its `confirm_with` asks for: the current password, or a fresh passkey assertion.
         * @example {
         *       "token": "mp_pl_2vV9Qm7YcKxR4tJ8bN3wLhZ6pD1sF5gA0eU7iO2yT9k",
         *       "password": "quiet lanterns drift over 9 hills"
         *     }
         */
        ErasureConfirmRequest: {
            /** @description Confirmation token (from the create answer or the email). */
            token: string;
            /** @description Current password (password users only). */
            password?: string;
            /** @description The answer of `navigator.credentials.get()` to the options of startErasurePasskeyConfirmation (requests with `confirm_with` `passkey` only). */
            passkey_credential?: components["schemas"]["PasskeyAuthenticationCredential"];
        };
        /**
         * ErasureProviderConfirmRequest
         * @description Starts confirming an erasure request with `confirm_with` `provider`: its token; the fresh provider sign-in is the proof.
         * @example {
         *       "token": "mp_pl_2vV9Qm7YcKxR4tJ8bN3wLhZ6pD1sF5gA0eU7iO2yT9k"
         *     }
         */
        ErasureProviderConfirmRequest: {
            /** @description Confirmation token from the create answer. */
            token: string;
        };
        /**
         * ErasureRefusal
         * @description An error code an account erasure request would answer before it starts (ERASURE-005: the initial administrator cannot be erased).
         * @enum {string}
         */
        ErasureRefusal: "ERASURE-005";
        /**
         * ErasureRequestCreateResponse
         * @description A new erasure request in state `pending`.
         */
        ErasureRequestCreateResponse: {
            /**
             * Format: uuid
             * @description Erasure request identifier.
             */
            id: string;
            state: components["schemas"]["ErasureState"];
            /** @description One-time confirmation token when it is not emailed (`confirm_with` `password` or `passkey`); null when it went by email. */
            confirm_token: string | null;
            /**
             * @description How the request is confirmed: `password` (the token from this answer and the current password), `email` (the emailed token alone), `passkey` (the token from this answer and a fresh assertion of one of the account's passkeys, for an account without a password on a server that cannot send mail), `provider` (the token from this answer and a fresh sign-in at a linked provider, startErasureProviderConfirmation, for such an account without a passkey).
             * @enum {string}
             */
            confirm_with: "password" | "email" | "passkey" | "provider";
            /** @description For `confirm_with` `provider`: the linked provider the fresh sign-in goes to; null when none of the account's providers is enabled any more (the request cannot be confirmed; withdraw it). Absent for the other methods. */
            confirm_provider?: components["schemas"]["ErasureConfirmProvider"] | null;
            /**
             * Format: date-time
             * @description When the request was created.
             */
            created_at: string;
            /**
             * Format: date-time
             * @description End of the 7-day cooling-off period; null until confirmed.
             */
            cooling_off_ends_at: string | null;
        };
        /**
         * ErasureRequestStateResponse
         * @description State of an erasure request.
         * @example {
         *       "id": "00000000-0000-4000-8000-000000000001",
         *       "state": "pending",
         *       "created_at": "2026-01-15T09:30:00Z",
         *       "updated_at": "2026-01-15T09:30:00Z",
         *       "cooling_off_ends_at": "2026-01-15T09:30:00Z"
         *     }
         */
        ErasureRequestStateResponse: {
            /**
             * Format: uuid
             * @description Erasure request identifier.
             */
            id: string;
            state: components["schemas"]["ErasureState"];
            /**
             * Format: date-time
             * @description When the request was created.
             */
            created_at: string;
            /**
             * Format: date-time
             * @description When the state last changed.
             */
            updated_at: string;
            /**
             * Format: date-time
             * @description End of the cooling-off period (7 days after confirmation); null before confirmation.
             */
            cooling_off_ends_at: string | null;
            /**
             * @description How the request is confirmed (see ErasureRequestCreateResponse); absent on requests made before it was kept.
             * @enum {string}
             */
            confirm_with?: "password" | "email" | "passkey" | "provider";
            /** @description For `confirm_with` `provider`: the linked provider the fresh sign-in goes to; null when none of the account's providers is enabled any more (the request cannot be confirmed; withdraw it). Absent for the other methods. */
            confirm_provider?: components["schemas"]["ErasureConfirmProvider"] | null;
        };
        /**
         * ErasureState
         * @description State of an erasure request. Active states: `pending`, `cooling_off`, `in_progress`.
         * @enum {string}
         */
        ErasureState: "pending" | "cooling_off" | "in_progress" | "complete" | "failed" | "cancelled";
        /**
         * ErrorResponse
         * @description Body of every ordinary (non-validation, non-OAuth) error, including 501 not implemented. `code` is a stable machine-readable identifier of the form `<AREA>-<number>` (for example `MEMORY-001`); `message` is a human-readable English sentence that may change between releases.
         * @example {
         *       "code": "MEMORY-001",
         *       "message": "Memory not found",
         *       "request_id": "req_01J9Z7W6X8K2Q3M4N5P6R7S8T9"
         *     }
         */
        ErrorResponse: {
            /**
             * @description Stable error code `<AREA>-<number>`.
             * @example MEMORY-001
             */
            code: string;
            /**
             * @description Human-readable explanation.
             * @example Memory not found
             */
            message: string;
            /**
             * @description Identifier of the request, for support and log correlation.
             * @example req_01J9Z7W6X8K2Q3M4N5P6R7S8T9
             */
            request_id: string;
            /** @description Optional structured details specific to the error code (for example the conflicting resource id). */
            details?: {
                [key: string]: unknown;
            };
        };
        /**
         * FeedbackByKeyRequest
         * @description Relevance feedback on a memory, named by its `key`.
         * @example {
         *       "key": "user.preferences.language",
         *       "label": "useful",
         *       "weight": 1
         *     }
         */
        FeedbackByKeyRequest: {
            key: components["schemas"]["MemoryKey"];
            /**
             * @description Kind of feedback.
             * @enum {string}
             */
            label: "useful" | "irrelevant" | "outdated";
            /**
             * @description Strength of the feedback from -1.0 to 1.0.
             * @default 1
             */
            weight?: number;
        };
        /**
         * FeedbackByNodeRequest
         * @description Relevance feedback on a graph node, named by its `node_id`.
         * @example {
         *       "node_id": "memory:user.preferences.language",
         *       "label": "irrelevant",
         *       "weight": 0.5
         *     }
         */
        FeedbackByNodeRequest: {
            /** @description Graph node identifier. */
            node_id: string;
            /**
             * @description Kind of feedback.
             * @enum {string}
             */
            label: "useful" | "irrelevant" | "outdated";
            /**
             * @description Strength of the feedback from -1.0 to 1.0.
             * @default 1
             */
            weight?: number;
        };
        /**
         * FeedbackRequest
         * @description Body of `POST /api/v1/feedback`: relevance feedback on a memory (by `key`) or a graph node (by `node_id`); exactly one of the two must be given. Feedback adjusts future ranking. Written as two named bodies: `FeedbackByKeyRequest` (with `key`) or `FeedbackByNodeRequest` (with `node_id`); neither allows the other's field, so a body naming both (or neither) is refused with 422.
         * @example {
         *       "key": "user.preferences.language",
         *       "label": "useful",
         *       "weight": 1
         *     }
         */
        FeedbackRequest: components["schemas"]["FeedbackByKeyRequest"] | components["schemas"]["FeedbackByNodeRequest"];
        /**
         * FeedbackResponse
         * @description The recorded feedback.
         * @example {
         *       "id": "00000000-0000-4000-8000-000000000001",
         *       "key": "user.preferences.language",
         *       "node_id": "example",
         *       "label": "useful",
         *       "weight": -1,
         *       "created_at": "2026-01-15T09:30:00Z",
         *       "context": {
         *         "id": "00000000-0000-4000-8000-000000000001",
         *         "name": "Local",
         *         "kind": "local"
         *       }
         *     }
         */
        FeedbackResponse: {
            /**
             * Format: uuid
             * @description Identifier of the feedback record.
             */
            id: string;
            /** @description Memory key the feedback applies to, or null when given by node. */
            key: string | null;
            /** @description Graph node the feedback applies to. */
            node_id: string;
            /**
             * @description Kind of feedback.
             * @enum {string}
             */
            label: "useful" | "irrelevant" | "outdated";
            /** @description Applied weight. */
            weight: number;
            /**
             * Format: date-time
             * @description When the feedback was recorded.
             */
            created_at: string;
            /** @description The context the feedback was recorded in. */
            context: components["schemas"]["MemoryContext"];
        };
        /**
         * GraphNodeType
         * @description Kind of a graph node.
         * @enum {string}
         */
        GraphNodeType: "memory" | "topic" | "user" | "platform" | "interaction" | "tag";
        /**
         * HTTPValidationError
         * @description Body of every 422 answer. `detail` lists each failure. Schema failures carry code `REQUEST-001`; semantic checks that are reported as validation failures (password policy, identity link to oneself) carry their own domain code in the same shape.
         * @example {
         *       "detail": [
         *         {
         *           "loc": [
         *             "body",
         *             "importance"
         *           ],
         *           "msg": "must be <= 1",
         *           "type": "maximum"
         *         }
         *       ],
         *       "code": "REQUEST-001",
         *       "request_id": "req_01J9Z7W6X8K2Q3M4N5P6R7S8T9"
         *     }
         */
        HTTPValidationError: {
            /** @description The validation failures. */
            detail: components["schemas"]["ValidationError"][];
            /**
             * @description Error code; `REQUEST-001` for request validation.
             * @example REQUEST-001
             */
            code: string;
            /** @description Identifier of the request. */
            request_id: string;
        };
        /**
         * HealthDependency
         * @description One dependency the service uses: what it is (`kind`), how it is doing (`status`), and whether the service can serve requests without it (`required`).
         */
        HealthDependency: {
            /**
             * @description What serves this dependency. database: `postgresql` or `pglite` (the embedded store). vector_index: `pgvector_hnsw` (PostgreSQL with pgvector) or `exact_in_process` (the embedded store, and PostgreSQL without pgvector: exact cosine search over vectors cached in the process; `pglite_hnsw`, pgvector's index inside the embedded store, is no longer reported). cache: `in_process`. embedding_model: the provider (`builtin`, `openai`, `onnx`). redis: `redis`.
             * @example postgresql
             * @example pgvector_hnsw
             */
            kind: string;
            /**
             * @description Same value as in `services`.
             * @enum {string}
             */
            status: "healthy" | "degraded" | "unhealthy" | "disabled";
            /** @description True when the service cannot serve requests while this dependency is unhealthy (the answer is then 503). */
            required: boolean;
            /** @description Why the dependency is not healthy, in one sentence; null when it is healthy. Never contains credentials. */
            message: string | null;
        };
        /**
         * HealthResponse
         * @description Health of the service and its dependencies. Sent with 200 when the service can serve requests (healthy or degraded) and with 503 when a required dependency is down.
         * @example {
         *       "status": "healthy",
         *       "services": {
         *         "database": "healthy",
         *         "vector_index": "healthy",
         *         "cache": "healthy",
         *         "embedding_model": "healthy"
         *       },
         *       "dependencies": {
         *         "database": {
         *           "kind": "postgresql",
         *           "status": "healthy",
         *           "required": true,
         *           "message": null
         *         },
         *         "vector_index": {
         *           "kind": "pgvector_hnsw",
         *           "status": "healthy",
         *           "required": false,
         *           "message": null
         *         },
         *         "cache": {
         *           "kind": "in_process",
         *           "status": "healthy",
         *           "required": false,
         *           "message": null
         *         },
         *         "embedding_model": {
         *           "kind": "builtin",
         *           "status": "healthy",
         *           "required": false,
         *           "message": null
         *         }
         *       },
         *       "embedding_backlog": 0,
         *       "version": "4.0.0"
         *     }
         */
        HealthResponse: {
            /**
             * @description Overall status.
             * @enum {string}
             */
            status: "healthy" | "degraded" | "unhealthy";
            /** @description Dependency name to status (`healthy`, `degraded`, `unhealthy`, or `disabled` when not configured). Besides the four always present, `redis` appears when REDIS_URL is set. */
            services: {
                /**
                 * @description Primary database.
                 * @enum {string}
                 */
                database: "healthy" | "degraded" | "unhealthy" | "disabled";
                /**
                 * @description Cache.
                 * @enum {string}
                 */
                cache: "healthy" | "degraded" | "unhealthy" | "disabled";
                /**
                 * @description Embedding model used for recall.
                 * @enum {string}
                 */
                embedding_model: "healthy" | "degraded" | "unhealthy" | "disabled";
                /**
                 * @description Vector index used by recall's dense side (see `dependencies.vector_index.kind`).
                 * @enum {string}
                 */
                vector_index: "healthy" | "degraded" | "unhealthy" | "disabled";
            } & {
                [key: string]: "healthy" | "degraded" | "unhealthy" | "disabled";
            };
            /** @description The same dependencies as `services`, each with what serves it (`kind`) and whether it is required; `redis` (kind `redis`) appears when REDIS_URL is set. */
            dependencies: {
                database: components["schemas"]["HealthDependency"];
                vector_index: components["schemas"]["HealthDependency"];
                cache: components["schemas"]["HealthDependency"];
                embedding_model: components["schemas"]["HealthDependency"];
            } & {
                [key: string]: components["schemas"]["HealthDependency"];
            };
            /** @description Memories waiting for their embedding to be computed. */
            embedding_backlog: number;
            /**
             * @description Service version.
             * @example 4.0.0
             */
            version: string;
        };
        /**
         * IdentityLinkStatusResponse
         * @description The caller's link state after the operation.
         * @example {
         *       "status": "linked",
         *       "linked_account_ids": [
         *         "example"
         *       ]
         *     }
         */
        IdentityLinkStatusResponse: {
            /**
             * @description Whether the caller belongs to a link set.
             * @enum {string}
             */
            status: "linked" | "not_linked";
            /** @description Other accounts in the caller's set (empty when not linked). */
            linked_account_ids: string[];
        };
        /**
         * IdentityLinkTarget
         * @description Names the other account of an identity link operation.
         * @example {
         *       "account_id": "example"
         *     }
         */
        IdentityLinkTarget: {
            /** @description The other account. */
            account_id: string;
        };
        /**
         * IdentityLinkedAccount
         * @description An account in (or eligible for) the caller's identity link set.
         */
        IdentityLinkedAccount: {
            /** @description Account identifier. */
            account_id: string;
            /** Format: email */
            email: string | null;
            /** @description Display name. */
            name: string | null;
            /**
             * Format: date-time
             * @description When the account joined the set (linked accounts only).
             */
            linked_at?: string;
            /** @description Whether the account signed in within the identity-link window (linkable accounts only); linking needs a fresh sign-in of both sides. */
            sign_in_fresh?: boolean;
        };
        /**
         * IdentityLinksResponse
         * @description The caller's identity link set and the accounts it could link to.
         * @example {
         *       "links": [
         *         {
         *           "account_id": "example",
         *           "email": "ada@example.com",
         *           "name": "Ada Lovelace",
         *           "linked_at": "2026-01-15T09:30:00Z",
         *           "sign_in_fresh": true
         *         }
         *       ],
         *       "linkable_accounts": [
         *         {
         *           "account_id": "example",
         *           "email": "ada@example.com",
         *           "name": "Ada Lovelace",
         *           "linked_at": "2026-01-15T09:30:00Z",
         *           "sign_in_fresh": true
         *         }
         *       ],
         *       "cap": 2
         *     }
         */
        IdentityLinksResponse: {
            /** @description Other accounts in the caller's set. */
            links: components["schemas"]["IdentityLinkedAccount"][];
            /** @description Other accounts signed in on this browser session and not yet in the set. */
            linkable_accounts: components["schemas"]["IdentityLinkedAccount"][];
            /** @description Maximum number of accounts in one set. */
            cap: number;
        };
        /**
         * Importance
         * @description Importance of a memory from 0.0 (trivial) to 1.0 (critical); used to rank recall results. Default 0.5.
         * @default 0.5
         */
        Importance: number;
        /**
         * InteractionCreate
         * @description Body of the interaction operations: one exchange between an AI and a user, recorded in the graph.
         * @example {
         *       "user_id": "alice",
         *       "query": "How do I bake sourdough?",
         *       "response": "Start with an active starter...",
         *       "ai_platform": "claude"
         *     }
         */
        InteractionCreate: {
            /** @description User who asked. */
            user_id: string;
            /** @description What the user asked. */
            query: string;
            /** @description What the AI answered. */
            response: string;
            /** @default {} */
            metadata?: components["schemas"]["MemoryMetadata"];
            /**
             * @description AI client or model family that answered (for platform statistics).
             * @example claude
             */
            ai_platform?: string;
            /**
             * Format: date-time
             * @description When the exchange happened (default: when it is recorded). Facts learned from it start then, and relative dates in the user's words ("last week", "on June 12") are resolved against it.
             */
            occurred_at?: string;
        };
        /**
         * InteractionResponse
         * @description The recorded interaction and what the graph derived from it.
         */
        InteractionResponse: {
            /** @description Graph node id of the interaction. */
            interaction_id: string;
            /** @description Graph node id of the user. */
            user_node_id: string;
            /** @description Topics extracted from the exchange. */
            topics: string[];
            /** @description Keys of memories linked to the interaction. */
            linked_memories: string[];
            /**
             * Format: date-time
             * @description When the interaction was recorded.
             */
            created_at: string;
            /** @description Durable facts learned from the user's words in this exchange (empty when nothing was, or learning is off: MEMORY_LEARNING, or the context's setting). */
            learned: components["schemas"]["LearnedFactSummary"][];
        };
        /**
         * Invitation
         * @description A closed-beta sign-up invitation. The token itself is never listed: only its hash is stored.
         */
        Invitation: {
            /**
             * Format: uuid
             * @description Invitation identifier (not the token).
             */
            id: string;
            /** @description Address the invitation was meant for; informational only. */
            email: string | null;
            /** @description Administrator's note. */
            note: string | null;
            /**
             * Format: date-time
             * @description When the invitation was created.
             */
            created_at: string;
            /**
             * Format: date-time
             * @description When the invitation stops working.
             */
            expires_at: string;
            /**
             * Format: date-time
             * @description When an account was created with it; null while unused.
             */
            used_at: string | null;
            /**
             * Format: date-time
             * @description When an administrator revoked it; null otherwise.
             */
            revoked_at: string | null;
            status: components["schemas"]["InvitationStatus"];
        };
        /**
         * InvitationAcceptRequest
         * @description Body of `acceptInvitation`: the invitation token and exactly one way to sign in from now on. Written as two named bodies: `InvitationAcceptWithPasswordRequest` (with `password`) or `InvitationAcceptWithPasskeyRequest` (with `passkey`, the browser's credential for the challenge of `startInvitationPasskey`); neither allows the other's field, so a body naming both (or neither) is refused with 422.
         * @example {
         *       "invite": "q3X9fJk2LmN8pR5tVw7yZa1b",
         *       "name": "Ada Lovelace",
         *       "password": "correct horse battery staple",
         *       "accepted_terms": "2026-01",
         *       "remember": false
         *     }
         */
        InvitationAcceptRequest: components["schemas"]["InvitationAcceptWithPasswordRequest"] | components["schemas"]["InvitationAcceptWithPasskeyRequest"];
        /**
         * InvitationAcceptWithPasskeyRequest
         * @description Body of `acceptInvitation` for an account that signs in with a passkey: the browser's credential for the challenge of `startInvitationPasskey`.
         * @example {
         *       "invite": "q3X9fJk2LmN8pR5tVw7yZa1b",
         *       "name": "Ada Lovelace",
         *       "passkey": {
         *         "credential": {
         *           "id": "kX3c9VbQ0y8mZt2Lw5rNaA",
         *           "rawId": "kX3c9VbQ0y8mZt2Lw5rNaA",
         *           "type": "public-key",
         *           "response": {
         *             "clientDataJSON": "eyJ0eXBlIjoid2ViYXV0aG4uY3JlYXRlIn0",
         *             "attestationObject": "o2NmbXRkbm9uZWdhdHRTdG10oA",
         *             "transports": [
         *               "internal",
         *               "hybrid"
         *             ]
         *           },
         *           "clientExtensionResults": {}
         *         },
         *         "name": "Laptop"
         *       },
         *       "accepted_terms": "2026-01"
         *     }
         */
        InvitationAcceptWithPasskeyRequest: {
            invite: components["schemas"]["InvitationToken"];
            /**
             * Format: email
             * @description Required when the invitation names no address; ignored otherwise (the invited address is used).
             */
            email?: string;
            /** @description Display name; default empty. */
            name?: string;
            /** @description The passkey registered from the invitation's challenge. */
            passkey: {
                credential: components["schemas"]["PasskeyRegistrationCredential"];
                /** @description Defaults to a name from the authenticator's kind and the date. */
                name?: components["schemas"]["PasskeyName"];
            };
            /** @description The terms version accepted; required (equal to TERMS_VERSION) while TERMS_VERSION is set. */
            accepted_terms?: string;
            /**
             * @description Keep the new session for the longer lifetime, as on the sign-in page.
             * @default false
             */
            remember?: boolean;
        };
        /**
         * InvitationAcceptWithPasswordRequest
         * @description Body of `acceptInvitation` for an account that signs in with a `password` (the password policy applies: 422 naming `password` otherwise).
         * @example {
         *       "invite": "q3X9fJk2LmN8pR5tVw7yZa1b",
         *       "name": "Ada Lovelace",
         *       "password": "correct horse battery staple",
         *       "accepted_terms": "2026-01",
         *       "remember": false
         *     }
         */
        InvitationAcceptWithPasswordRequest: {
            invite: components["schemas"]["InvitationToken"];
            /**
             * Format: email
             * @description Required when the invitation names no address; ignored otherwise (the invited address is used).
             */
            email?: string;
            /** @description Display name; default empty. */
            name?: string;
            /** @description The new account's password; must satisfy the password policy (422 otherwise). */
            password: string;
            /** @description The terms version accepted; required (equal to TERMS_VERSION) while TERMS_VERSION is set. */
            accepted_terms?: string;
            /**
             * @description Keep the new session for the longer lifetime, as on the sign-in page.
             * @default false
             */
            remember?: boolean;
        };
        /**
         * InvitationCheckRequest
         * @description Body of `checkInvitation`: the token of the invitation link.
         * @example {
         *       "invite": "q3X9fJk2LmN8pR5tVw7yZa1b"
         *     }
         */
        InvitationCheckRequest: {
            invite: components["schemas"]["InvitationToken"];
        };
        /**
         * InvitationCreateRequest
         * @description Creates a closed-beta sign-up invitation.
         * @example {
         *       "email": "ada@example.com",
         *       "note": "example",
         *       "expires_in_days": 14
         *     }
         */
        InvitationCreateRequest: {
            /**
             * Format: email
             * @description Who the invitation is for. When mail is configured the link is also emailed there; the address does not restrict who can use the link.
             */
            email?: string;
            /** @description Free-text note for administrators. */
            note?: string;
            /**
             * @description Days until the invitation expires (1 to 90, default 14).
             * @default 14
             */
            expires_in_days?: number;
        };
        /**
         * InvitationCreatedResponse
         * @description The new invitation with its token and sign-up link, shown only in this answer.
         */
        InvitationCreatedResponse: {
            /** @description Invitation token in plain text; only its hash is stored, so it cannot be shown again. */
            readonly token: string;
            /**
             * Format: uri
             * @description Sign-up link: `<PUBLIC_URL>/login?invite=<token>`.
             */
            url: string;
            /** @description Whether the link was sent (or queued in the mail outbox) to `email`; false when no address was given or sending failed. */
            emailed: boolean;
        } & components["schemas"]["Invitation"];
        /**
         * InvitationDetails
         * @description What an invitation link offers: the address the new account gets and the ways the invitee can create it.
         * @example {
         *       "email": "ada@example.com",
         *       "expires_at": "2026-12-05T10:00:00Z",
         *       "methods": [
         *         "password",
         *         "passkey"
         *       ],
         *       "terms_version": null
         *     }
         */
        InvitationDetails: {
            /**
             * Format: email
             * @description The invited address: the new account's email, which the invitee cannot change. null when the administrator invited no address (the invitee gives one).
             */
            email: string | null;
            /**
             * Format: date-time
             * @description The invitation is accepted until then.
             */
            expires_at: string;
            /** @description Ways to create the account, in the order a page offers them: `password` (unless PASSWORD_LOGIN_ENABLED is false), `passkey` (when the server has a relying-party id), then each configured identity provider by id (`idp_a`, `idp_b`; the provider sign-in with `invite`). */
            methods: ("password" | "passkey" | "idp_a" | "idp_b")[];
            /** @description TERMS_VERSION when set: the invitee must accept it (`accepted_terms`) to create the account. */
            terms_version?: string | null;
        };
        /**
         * InvitationListResponse
         * @description Every invitation, newest first.
         * @example {
         *       "invitations": [
         *         {
         *           "id": "00000000-0000-4000-8000-000000000001",
         *           "email": "ada@example.com",
         *           "note": "example",
         *           "created_at": "2026-01-15T09:30:00Z",
         *           "expires_at": "2026-01-15T09:30:00Z",
         *           "used_at": "2026-01-15T09:30:00Z",
         *           "revoked_at": "2026-01-15T09:30:00Z",
         *           "status": "active"
         *         }
         *       ]
         *     }
         */
        InvitationListResponse: {
            /** @description Invitations, newest first. */
            invitations: components["schemas"]["Invitation"][];
        };
        /**
         * InvitationPasskeyOptionsRequest
         * @description Body of `startInvitationPasskey`: the invitation token and, for an invitation without an address, the invitee's email.
         * @example {
         *       "invite": "q3X9fJk2LmN8pR5tVw7yZa1b"
         *     }
         */
        InvitationPasskeyOptionsRequest: {
            invite: components["schemas"]["InvitationToken"];
            /**
             * Format: email
             * @description Required when the invitation names no address; ignored otherwise.
             */
            email?: string;
        };
        /**
         * InvitationStatus
         * @description `active`: can still be used to sign up; `used`: an account was created with it; `expired`: its time ran out unused; `revoked`: an administrator withdrew it.
         * @enum {string}
         */
        InvitationStatus: "active" | "used" | "expired" | "revoked";
        /**
         * InvitationToken
         * @description The token of an invitation link (`/login?invite=<token>`): base64url, as `createInvitation` returned it.
         */
        InvitationToken: string;
        /**
         * JsonRpcBatch
         * @description A JSON-RPC 2.0 batch: a non-empty array of messages.
         */
        JsonRpcBatch: components["schemas"]["JsonRpcMessage"][];
        /**
         * JsonRpcError
         * @description Error object of a JSON-RPC 2.0 response.
         */
        JsonRpcError: {
            /**
             * @description Error code (-32700 parse error, -32600 invalid request, -32601 method not found, -32602 invalid params, -32603 internal error, -32000 transport error, -32001 session not found).
             * @example -32601
             */
            code: number;
            /** @description Short description. */
            message: string;
            /** @description Additional information. */
            data?: unknown;
        };
        /**
         * JsonRpcErrorResponse
         * @description A JSON-RPC 2.0 error response.
         * @example {
         *       "jsonrpc": "2.0",
         *       "id": null,
         *       "error": {
         *         "code": -32001,
         *         "message": "Session not found"
         *       }
         *     }
         */
        JsonRpcErrorResponse: {
            /**
             * @description Protocol version, always `2.0`.
             * @constant
             */
            jsonrpc: "2.0";
            /** @description Identifier of the request answered; null when it could not be determined. */
            id: components["schemas"]["JsonRpcId"] | null;
            error: components["schemas"]["JsonRpcError"];
        } & {
            [key: string]: unknown;
        };
        /**
         * JsonRpcId
         * @description A JSON-RPC 2.0 request identifier: a string or an integer.
         * @example 1
         */
        JsonRpcId: string | number;
        /**
         * JsonRpcMessage
         * @description Any JSON-RPC 2.0 message a client may post: a request, a notification, or a response to a server-initiated request.
         */
        JsonRpcMessage: components["schemas"]["JsonRpcRequest"] | components["schemas"]["JsonRpcResponse"];
        /**
         * JsonRpcParams
         * @description JSON-RPC 2.0 parameters: by name (an object, as MCP always sends) or by position (an array).
         * @example {}
         */
        JsonRpcParams: {
            [key: string]: unknown;
        } | unknown[];
        /**
         * JsonRpcRequest
         * @description A JSON-RPC 2.0 request (with `id`) or notification (without `id`), as used by MCP (for example `initialize`, `tools/list`, `tools/call`, `notifications/initialized`).
         * @example {
         *       "jsonrpc": "2.0",
         *       "id": 1,
         *       "method": "tools/list",
         *       "params": {}
         *     }
         */
        JsonRpcRequest: {
            /**
             * @description Protocol version, always `2.0`.
             * @constant
             */
            jsonrpc: "2.0";
            /** @description Request identifier chosen by the sender. */
            id?: components["schemas"]["JsonRpcId"];
            /**
             * @description Method name.
             * @example tools/list
             */
            method: string;
            /** @description Method parameters. */
            params?: components["schemas"]["JsonRpcParams"];
        } & {
            [key: string]: unknown;
        };
        /**
         * JsonRpcResponse
         * @description A JSON-RPC 2.0 response: either `result` or `error`. Transport-level failures on `/mcp` use this shape with `id: null`. Two named shapes: `JsonRpcResultResponse` (`result`) or `JsonRpcErrorResponse` (`error`); a message with both matches both and is refused.
         * @example {
         *       "jsonrpc": "2.0",
         *       "id": null,
         *       "error": {
         *         "code": -32001,
         *         "message": "Session not found"
         *       }
         *     }
         */
        JsonRpcResponse: components["schemas"]["JsonRpcResultResponse"] | components["schemas"]["JsonRpcErrorResponse"];
        /**
         * JsonRpcResultResponse
         * @description A JSON-RPC 2.0 success response.
         * @example {
         *       "jsonrpc": "2.0",
         *       "id": 1,
         *       "result": {
         *         "tools": []
         *       }
         *     }
         */
        JsonRpcResultResponse: {
            /**
             * @description Protocol version, always `2.0`.
             * @constant
             */
            jsonrpc: "2.0";
            /** @description Identifier of the request answered; null when it could not be determined. */
            id: components["schemas"]["JsonRpcId"] | null;
            /** @description Method result. */
            result: unknown;
        } & {
            [key: string]: unknown;
        };
        /**
         * LearnedFact
         * @description A durable fact of a user, with where it came from and when it held: learned from an interaction, or stated by a memory an agent stored.
         * @example {
         *       "id": "5d1f2c3a-8b4e-4f6a-9c7d-1e2f3a4b5c6d",
         *       "key": "learned.home",
         *       "agent_name": "global",
         *       "kind": "home",
         *       "object": "Berlin",
         *       "detail": null,
         *       "value": "The user lives in Berlin.",
         *       "sentence": "We moved to Berlin last spring.",
         *       "origin": "interaction",
         *       "interaction_id": "node_7f3e2a",
         *       "valid_from": "2026-04-02T09:15:00Z",
         *       "valid_until": null,
         *       "superseded_by": null,
         *       "pinned": false,
         *       "created_at": "2026-04-02T09:15:00Z"
         *     }
         */
        LearnedFact: {
            /** Format: uuid */
            id: string;
            /** @description Key of the memory stating it. */
            key: string;
            /** @description Agent namespace of that memory (`global` for learned facts). */
            agent_name: string;
            kind: components["schemas"]["LearnedFactKind"];
            /** @description What the fact says (the city, the company, the name…). */
            object: string;
            /** @description Role word, category or date qualifying it (sister, cuisine, 2026-06-12). */
            detail?: string | null;
            /** @description The memory's value. */
            value: string;
            /** @description The user's sentence it was read from. */
            sentence: string;
            /** @enum {string} */
            origin: "interaction" | "memory";
            /** @description Graph node id of the interaction it was learned from. */
            interaction_id: string | null;
            /** Format: date-time */
            valid_from: string;
            /**
             * Format: date-time
             * @description When it stopped holding: a newer fact superseded it, or the user said it is over; null while it holds.
             */
            valid_until: string | null;
            /**
             * Format: uuid
             * @description Id of the fact that superseded it; null while it holds, and when the user said it is over without naming what replaced it.
             */
            superseded_by: string | null;
            /** @description Never superseded by detection. */
            pinned: boolean;
            /** Format: date-time */
            created_at: string;
        };
        /**
         * LearnedFactKind
         * @description The kind of a durable fact: one at a time (name, home, hometown, employer, role, studies, team_language, programming_language, supervisor, diet, partner, drinks, age: a newer one supersedes) or several side by side (allergy, relation, pet, likes, dislikes, favourite, hobby, plan, birthday, speaks).
         * @enum {string}
         */
        LearnedFactKind: "name" | "home" | "hometown" | "employer" | "role" | "studies" | "team_language" | "programming_language" | "supervisor" | "diet" | "allergy" | "partner" | "relation" | "pet" | "likes" | "dislikes" | "favourite" | "drinks" | "hobby" | "plan" | "birthday" | "age" | "speaks";
        /**
         * LearnedFactList
         * @description A user's durable facts, newest first, superseded or ended ones too unless only current ones were asked for.
         * @example {
         *       "facts": [
         *         {
         *           "id": "5d1f2c3a-8b4e-4f6a-9c7d-1e2f3a4b5c6d",
         *           "key": "learned.home",
         *           "agent_name": "global",
         *           "kind": "home",
         *           "object": "Berlin",
         *           "detail": null,
         *           "value": "The user lives in Berlin.",
         *           "sentence": "We moved to Berlin last spring.",
         *           "origin": "interaction",
         *           "interaction_id": "node_7f3e2a",
         *           "valid_from": "2026-04-02T09:15:00Z",
         *           "valid_until": null,
         *           "superseded_by": null,
         *           "pinned": false,
         *           "created_at": "2026-04-02T09:15:00Z"
         *         }
         *       ],
         *       "learning": {
         *         "learning": true,
         *         "mode": "rules"
         *       }
         *     }
         */
        LearnedFactList: {
            facts: components["schemas"]["LearnedFact"][];
            learning: components["schemas"]["LearningSettings"];
        };
        /**
         * LearnedFactSummary
         * @description One durable fact learned from the user's words, as the interaction answer reports it: the learned memory's key (in the user's `global` namespace), the kind of fact and its statement, and the keys of the memories whose facts it superseded.
         */
        LearnedFactSummary: {
            /** @description Key of the learned memory (agent `global`). */
            key: string;
            kind: components["schemas"]["LearnedFactKind"];
            /** @description What was learned, as a statement. */
            fact: string;
            /** @description Keys of the memories whose facts this one ended (absent when none). */
            supersedes?: string[];
        };
        /**
         * LearnedFactUpdate
         * @description A correction of a fact: what it says (a learned memory's statement is rewritten, its provenance kept) and whether it is pinned.
         * @example {
         *       "object": "Hamburg",
         *       "pinned": true
         *     }
         */
        LearnedFactUpdate: {
            object?: string;
            pinned?: boolean;
        };
        /**
         * LearningSettings
         * @description Whether facts are learned from interactions in this context (and stored memories tracked as facts), and how (MEMORY_LEARNING: rules offline, llm through LLM_BASE_URL, off).
         * @example {
         *       "learning": true,
         *       "mode": "rules"
         *     }
         */
        LearningSettings: {
            learning: boolean;
            /** @enum {string} */
            mode: "off" | "rules" | "llm";
        };
        /**
         * LearningSettingsUpdate
         * @description Turns learning on or off for the selected context.
         * @example {
         *       "learning": false
         *     }
         */
        LearningSettingsUpdate: {
            learning: boolean;
        };
        /**
         * LearningTrajectoryEntry
         * @description Activity of the user in one period.
         */
        LearningTrajectoryEntry: {
            /**
             * Format: date
             * @description Start of the period as an ISO 8601 date (periods are calendar days in UTC).
             */
            period: string;
            /** @description Topic to number of interactions about it in the period. */
            topics: {
                [key: string]: number;
            };
            /** @description Number of interactions in the period. */
            interactions: number;
        };
        /**
         * LinkProviderRequest
         * @description Starts linking an external sign-in provider to the account.
         * @example {
         *       "provider": "idp_a"
         *     }
         */
        LinkProviderRequest: {
            /**
             * @description Provider to link (an id from `GET /api/v1/auth/providers`).
             * @example idp_a
             * @example idp_b
             */
            provider: string;
            /** @description Same-origin path to return to after the round-trip. */
            return_to?: string;
        };
        /**
         * LinkedProvider
         * @description An external identity linked to the account.
         */
        LinkedProvider: {
            /**
             * @description Provider id.
             * @example idp_a
             * @example idp_b
             */
            provider: string;
            /** @description Masked provider subject, for example `****4821`. */
            subject_hint: string;
            /**
             * Format: email
             * @description Email reported by the provider; null when none.
             */
            email: string | null;
            /**
             * Format: date-time
             * @description When the identity was linked.
             */
            linked_at: string;
            /**
             * Format: date-time
             * @description Last sign-in with this identity; null when never used.
             */
            last_used_at: string | null;
        };
        /**
         * LoginCompleted
         * @description Signed in: the session cookie is set and `user` is the account now active.
         * @example {
         *       "status": "ok",
         *       "user": {
         *         "id": "example",
         *         "email": "ada@example.com",
         *         "name": "Ada Lovelace",
         *         "role": "admin",
         *         "current_workspace_id": "00000000-0000-4000-8000-000000000001",
         *         "timezone": "Europe/Berlin",
         *         "locale": "de-DE",
         *         "email_verified": true,
         *         "mfa_enabled": true
         *       },
         *       "return_to": "/app"
         *     }
         */
        LoginCompleted: {
            /**
             * @description Outcome. (enum property replaced by openapi-typescript)
             * @enum {string}
             */
            status: "ok";
            user: components["schemas"]["User"];
            /**
             * Format: uri-reference
             * @description Validated same-origin path to continue at, echoed from the `return_to` query parameter.
             */
            return_to?: string;
        };
        /**
         * LoginMfaRequired
         * @description The password was right but a second step is needed (`mfa_methods` says which).
         * @example {
         *       "status": "mfa_required",
         *       "mfa_token": "example",
         *       "mfa_methods": [
         *         "passkey"
         *       ],
         *       "return_to": "/app"
         *     }
         */
        LoginMfaRequired: {
            /**
             * @description Outcome. (enum property replaced by openapi-typescript)
             * @enum {string}
             */
            status: "mfa_required";
            /** @description Opaque token binding the pending second-factor step (5 minutes, single use). */
            mfa_token: string;
            /** @description With `mfa_required`: the second steps this account can use, in the order a sign-in page offers them (`totp`: a code at `POST /api/v1/auth/mfa/verify`; `passkey`: `POST /api/v1/auth/passkey/options` then `/verify` with the `mfa_token`; `recovery_code`: one unused recovery code at `POST /api/v1/auth/mfa/verify`). */
            mfa_methods?: ("passkey" | "totp" | "recovery_code")[];
            /**
             * Format: uri-reference
             * @description Validated same-origin path to continue at, echoed from the `return_to` query parameter.
             */
            return_to?: string;
        };
        /**
         * LoginResponse
         * @description Result of a sign-in step. `ok`: the session cookie is set and `user` is returned. `mfa_required`: the password was right but a second step is needed (`mfa_methods` says which): send `mfa_token` with a TOTP or recovery code to `POST /api/v1/auth/mfa/verify`, or sign in with a passkey with the `mfa_token` at `POST /api/v1/auth/passkey/verify`. Two named shapes told apart by `status`: `LoginCompleted` and `LoginMfaRequired`.
         */
        LoginResponse: components["schemas"]["LoginCompleted"] | components["schemas"]["LoginMfaRequired"];
        /**
         * LogoutResult
         * @description Result of a logout.
         */
        LogoutResult: {
            /** @description Always true; logout succeeds even with an expired session. */
            success: boolean;
            /**
             * @description Scope applied.
             * @enum {string}
             */
            scope: "current" | "all";
            /** @description True when the browser session ended (cookie cleared); false when another signed-in account became active. */
            session_ended: boolean;
        };
        /**
         * McpToolChoiceCost
         * @description What a choice of MCP tool groups costs on remote /mcp: its tools and the tokens of its tools/list (characters of the JSON / 4).
         * @example {
         *       "groups": [
         *         "memory",
         *         "web"
         *       ],
         *       "tool_count": 18,
         *       "tokens": 4243
         *     }
         */
        McpToolChoiceCost: {
            /** @description The groups of the choice this server offers, in catalogue order. */
            groups: components["schemas"]["McpToolGroupName"][];
            /** @description Tools tools/list answers. */
            tool_count: number;
            /** @description Tokens of that tools/list. */
            tokens: number;
        };
        /**
         * McpToolGroupCosts
         * @description What each MCP tool group of this server costs a client's context on remote /mcp: the tools it lists and the tokens of its part of tools/list (characters of the JSON / 4).
         * @example {
         *       "groups": [
         *         {
         *           "name": "memory",
         *           "tool_count": 12,
         *           "tokens": 3326,
         *           "tools": [
         *             "memory_store",
         *             "memory_recall"
         *           ]
         *         }
         *       ],
         *       "all": {
         *         "groups": [
         *           "memory"
         *         ],
         *         "tool_count": 12,
         *         "tokens": 3326
         *       },
         *       "selection": {
         *         "groups": [
         *           "memory"
         *         ],
         *         "tool_count": 12,
         *         "tokens": 3326
         *       }
         *     }
         */
        McpToolGroupCosts: {
            /** @description The groups this server offers over /mcp (MCP_TOOL_GROUPS, without `local`, whose tools are stdio-only), in catalogue order. */
            groups: {
                name: components["schemas"]["McpToolGroupName"];
                /** @description Tools of the group on remote /mcp. */
                tool_count: number;
                /** @description Tokens of tools/list with this group alone. */
                tokens: number;
                /** @description The names of its tools. */
                tools: string[];
            }[];
            /** @description tools/list with every group of this server (a session without a choice). */
            all: components["schemas"]["McpToolChoiceCost"];
            /** @description tools/list with the groups of the `groups` query parameter; absent without it. */
            selection?: components["schemas"]["McpToolChoiceCost"];
        };
        /**
         * McpToolGroupName
         * @description A group of the MCP tool catalogue (src/mcp/tools/<group>/); `local` has only tools of the stdio server.
         * @example memory
         * @enum {string}
         */
        McpToolGroupName: "memory" | "web" | "video" | "coding" | "vcs" | "multimodal" | "other" | "local";
        /**
         * MemoryContext
         * @description The context (container of memories) an answer used: the caller's default one, or the one named by `X-Context-ID`.
         * @example {
         *       "id": "00000000-0000-4000-8000-000000000001",
         *       "name": "Local",
         *       "kind": "local"
         *     }
         */
        MemoryContext: {
            /**
             * Format: uuid
             * @description Context identifier (send it as `X-Context-ID` to address this context explicitly).
             */
            id: string;
            /** @description Display name (`Local` for the machine owner's context, `Private` for an account's own, else the workspace's name). */
            name: string;
            /** @description `local`: the machine owner's (anonymous loopback callers, the stdio server, keys made for it); `private`: an account's own; `workspace`: a workspace's. */
            kind: components["schemas"]["ContextKind"];
        };
        /**
         * MemoryCreate
         * @description Body of `POST /api/v1/memory`. Creates the memory or, when a memory with this key already exists for the same user and agent, replaces its fields (upsert). Unknown properties are refused with 422.
         * @example {
         *       "key": "user.preferences.language",
         *       "value": "The user prefers answers in German.",
         *       "scope": "persistent",
         *       "tags": [
         *         "preferences"
         *       ],
         *       "importance": 0.8
         *     }
         */
        MemoryCreate: {
            key: components["schemas"]["MemoryKey"];
            value: components["schemas"]["MemoryValue"];
            /** @default persistent */
            scope?: components["schemas"]["MemoryScope"];
            /** @default [] */
            tags?: components["schemas"]["MemoryTags"];
            /** @default 0.5 */
            importance?: components["schemas"]["Importance"];
            /** @default {} */
            metadata?: components["schemas"]["MemoryMetadata"];
            /**
             * @description Whether the durable facts this memory states (home, employer, team language, supervisor, diet…) may end older facts of the same user about the same thing. `false` stores it beside them (an aside, a hypothetical, a second home); pin a fact (`PATCH /api/v1/learning/facts/{fact_id}`) to keep it from ever being superseded.
             * @default true
             */
            supersede?: boolean;
            /**
             * Format: date-time
             * @description When what this memory states was said or observed (default: when it is stored). The durable facts it states (home, employer, diet…) hold from then, or from the date its words give ("last week"), until a newer fact about the same thing supersedes them, so `as_of` recall places it in time. Only steers facts over time; the memory's own timestamps stay when it was written.
             */
            occurred_at?: string;
        };
        /**
         * MemoryDuplicate
         * @description Another memory that already holds the same text (compared with whitespace collapsed, case folded and trailing punctuation dropped), in what the writing agent sees: its own namespace or the user's `global` one.
         */
        MemoryDuplicate: {
            /**
             * Format: uuid
             * @description Identifier of the memory holding the same text.
             */
            id: string;
            key: components["schemas"]["MemoryKey"];
            /** @description Its agent namespace (`global` when shared by all agents of the user). */
            agent_name: string;
        };
        /**
         * MemoryExportFeedback
         * @description The relevance feedback a memory received (`POST /api/v1/feedback`, MCP `memory_feedback`), as an export carries it: the running sums that ranking reads and the events they were made of, oldest first. A negative weight counts towards the opposite label, as when it was given.
         */
        MemoryExportFeedback: {
            /** @description Sum of the weights of useful feedback. */
            useful: number;
            /** @description Sum of the weights of irrelevant feedback. */
            irrelevant: number;
            /** @description Sum of the weights of outdated feedback. */
            outdated: number;
            /**
             * @description The newest 1000 feedback events on the memory, oldest first.
             * @default []
             */
            events?: {
                /** @enum {string} */
                label: "useful" | "irrelevant" | "outdated";
                weight: number;
                /**
                 * @description The user namespace that gave the feedback.
                 * @default default_user
                 */
                user_id?: string;
                /**
                 * @description The agent namespace that gave the feedback.
                 * @default global
                 */
                agent_name?: string;
                /** Format: date-time */
                created_at: string;
            }[];
        };
        /**
         * MemoryExportRecord
         * @description One memory as export writes it and import reads it: one JSON object per line of `application/x-ndjson` (or an item of `records` in the JSON export). It says what it is (`type`, `format`), where the memory lived (`context`) and whose it is (`user_id`, `agent_name`), and carries every field of the memory, its previous versions (`history`) and the feedback it received (`feedback`), but no vector (an import queues the memory to be embedded again by the server's model). Exports write every property, always in this order, with timestamps to the microsecond. Import needs only `key` and `value`: the other properties default as for `POST /api/v1/memory` (user `default_user`, agent `global`, scope `persistent`, no history, no feedback), and unknown properties are ignored. Import checks each line against this schema (the generated validator) before writing anything of it.
         */
        MemoryExportRecord: {
            /**
             * @description What the line is.
             * @constant
             */
            type?: "memplat.memory";
            /**
             * @description Version of this line format.
             * @constant
             */
            format?: 1;
            /** @description The context the memory was exported from (id, name and kind). On import only `id` is read. */
            context?: {
                /**
                 * Format: uuid
                 * @description Context identifier (as `MemoryContext.id`).
                 */
                id: string;
                /** @description Display name of the context (as `MemoryContext.name`). */
                name?: string;
                kind?: components["schemas"]["ContextKind"];
            };
            /**
             * @description User namespace (default `default_user`).
             * @default default_user
             */
            user_id?: string;
            /**
             * @description Agent namespace (default `global`).
             * @default global
             */
            agent_name?: string;
            key: components["schemas"]["MemoryKey"];
            value: components["schemas"]["MemoryValue"];
            /** @default persistent */
            scope?: components["schemas"]["MemoryScope"];
            /** @default [] */
            tags?: components["schemas"]["MemoryTags"];
            /** @default 0.5 */
            importance?: components["schemas"]["Importance"];
            /** @default {} */
            metadata?: components["schemas"]["MemoryMetadata"];
            /** Format: date-time */
            created_at?: string;
            /**
             * Format: date-time
             * @description When the memory last changed. On import a record replaces a stored memory only when this is later than the stored one's.
             */
            updated_at?: string;
            /**
             * Format: date-time
             * @description When a working memory expires (null for persistent ones). Working records already expired are skipped on import; a working record without it expires a working-memory lifetime after the import.
             */
            expires_at?: string | null;
            /**
             * @description The memory's revision: 1 when written, one more for each change of its value.
             * @default 1
             */
            version?: number;
            /**
             * @description The memory's previous states, oldest first (what `GET /api/v1/memory/{key}/history` lists, at most `MEMORY_HISTORY_VERSIONS`). On import they join the memory's own history (see the restore rule).
             * @default []
             */
            history?: components["schemas"]["MemoryVersion"][];
            feedback?: components["schemas"]["MemoryExportFeedback"];
        };
        /**
         * MemoryExportResponse
         * @description The JSON form of an export: the contexts it covers and every memory in them, ordered by context, user, agent and key. The same records one per line are the `application/x-ndjson` form.
         * @example {
         *       "contexts": [
         *         {
         *           "id": "00000000-0000-4000-8000-000000000001",
         *           "name": "Local",
         *           "kind": "local"
         *         }
         *       ],
         *       "records": [
         *         {
         *           "type": "memplat.memory",
         *           "format": 1,
         *           "context": {
         *             "id": "00000000-0000-4000-8000-000000000001",
         *             "name": "Ada Lovelace",
         *             "kind": "local"
         *           },
         *           "user_id": "default_user",
         *           "agent_name": "global",
         *           "key": "user.preferences.language",
         *           "value": "The user prefers answers in German.",
         *           "scope": "working",
         *           "tags": [
         *             "preferences",
         *             "language"
         *           ],
         *           "importance": 0.5,
         *           "metadata": {
         *             "source": "chat",
         *             "confidence": 0.9
         *           },
         *           "created_at": "2026-01-15T09:30:00Z",
         *           "updated_at": "2026-01-15T09:30:00Z",
         *           "expires_at": "2026-01-15T09:30:00Z",
         *           "version": 1,
         *           "history": [
         *             {
         *               "version": 1,
         *               "value": "The user prefers answers in German.",
         *               "scope": "working",
         *               "tags": [
         *                 "preferences",
         *                 "language"
         *               ],
         *               "importance": 0.5,
         *               "metadata": {
         *                 "source": "chat",
         *                 "confidence": 0.9
         *               },
         *               "written_at": "2026-01-15T09:30:00Z",
         *               "replaced_at": "2026-01-15T09:30:00Z"
         *             }
         *           ],
         *           "feedback": {
         *             "useful": 0,
         *             "irrelevant": 0,
         *             "outdated": 0,
         *             "events": [
         *               {
         *                 "label": "useful",
         *                 "weight": -1,
         *                 "user_id": "default_user",
         *                 "agent_name": "global",
         *                 "created_at": "2026-01-15T09:30:00Z"
         *               }
         *             ]
         *           }
         *         }
         *       ]
         *     }
         */
        MemoryExportResponse: {
            /** @description The contexts the export covers (also those holding no memory). */
            contexts: components["schemas"]["MemoryContext"][];
            records: components["schemas"]["MemoryExportRecord"][];
        };
        /**
         * MemoryHistoryResponse
         * @description A memory with its previous versions, newest first.
         * @example {
         *       "memory": {
         *         "id": "0b8f6c1e-4d7a-4a51-9a43-3f0d2b7c9e11",
         *         "context_id": "00000000-0000-4000-8000-000000000001",
         *         "key": "user.preferences.language",
         *         "value": "The user prefers answers in German.",
         *         "scope": "persistent",
         *         "tags": [
         *           "preferences"
         *         ],
         *         "importance": 0.8,
         *         "metadata": {},
         *         "user_id": "default_user",
         *         "agent_name": "global",
         *         "created_at": "2025-01-15T09:30:00Z",
         *         "updated_at": "2025-01-15T09:30:00Z",
         *         "expires_at": null
         *       },
         *       "current_version": 1,
         *       "versions": [
         *         {
         *           "version": 1,
         *           "value": "The user prefers answers in German.",
         *           "scope": "working",
         *           "tags": [
         *             "preferences",
         *             "language"
         *           ],
         *           "importance": 0.5,
         *           "metadata": {
         *             "source": "chat",
         *             "confidence": 0.9
         *           },
         *           "written_at": "2026-01-15T09:30:00Z",
         *           "replaced_at": "2026-01-15T09:30:00Z"
         *         }
         *       ],
         *       "context": {
         *         "id": "00000000-0000-4000-8000-000000000001",
         *         "name": "Local",
         *         "kind": "local"
         *       }
         *     }
         */
        MemoryHistoryResponse: {
            /** @description The current state (the memory the key names for the caller's agent, as for `GET /api/v1/memory/{key}`). */
            memory: components["schemas"]["MemoryResponse"];
            /** @description Version number of the current state (1 when it was never changed). */
            current_version: number;
            /** @description Previous states, newest first, at most `limit`. */
            versions: components["schemas"]["MemoryVersion"][];
            /** @description The context the call used. */
            context: components["schemas"]["MemoryContext"];
        };
        /**
         * MemoryImportDocument
         * @description The JSON form of an import: what `GET /api/v1/export` answers as `application/json` (`MemoryExportResponse`), or any object with a `records` array of `MemoryExportRecord`. `contexts` is read by nobody (each record names its own context) and may be left out. The records are checked against `MemoryExportRecord` with the request, so a record that is not valid answers 422 naming it (`body.records.<index>...`) and nothing is written; valid records are then written as the lines of a JSON Lines import are, and `errors[].line` is the record's position in `records`, counted from 1.
         * @example {
         *       "records": [
         *         {
         *           "key": "user.preferences.language",
         *           "value": "Prefers answers in French",
         *           "tags": [
         *             "preferences"
         *           ]
         *         }
         *       ]
         *     }
         */
        MemoryImportDocument: {
            /** @description Ignored on import (the export's list of the contexts it covers). */
            contexts?: components["schemas"]["MemoryContext"][];
            /** @description The memories to import, in the order they are written. */
            records: components["schemas"]["MemoryExportRecord"][];
        } & {
            [key: string]: unknown;
        };
        /**
         * MemoryImportReport
         * @description What an import did: counts per outcome, each line that could not be imported with its reason, and the contexts the records went to.
         * @example {
         *       "records": 3,
         *       "created": 1,
         *       "updated": 1,
         *       "unchanged": 0,
         *       "skipped": 0,
         *       "failed": 1,
         *       "errors": [
         *         {
         *           "line": 2,
         *           "key": null,
         *           "code": "REQUEST-001",
         *           "message": "line 2 is not a valid record: must have required property value"
         *         }
         *       ],
         *       "contexts": [
         *         {
         *           "id": "00000000-0000-4000-8000-000000000001",
         *           "name": "Local",
         *           "kind": "local",
         *           "records": 2
         *         }
         *       ]
         *     }
         */
        MemoryImportReport: {
            /** @description Records read (blank lines are not counted). */
            records: number;
            /** @description Records written where their key had no memory. */
            created: number;
            /** @description Records that replaced an older memory. */
            updated: number;
            /** @description Records no newer than the memory already stored (importing the same export again leaves everything unchanged). */
            unchanged: number;
            /** @description Working memories whose expiry has already passed. */
            skipped: number;
            /** @description Lines not imported; each is in `errors`. */
            failed: number;
            errors: {
                /** @description 1-based line number in the body. */
                line: number;
                /** @description The key the line names, when it names one. */
                key: string | null;
                /** @description Error code as in `ErrorResponse` (`REQUEST-001` for a line that is not a valid record, `MEMORY-003` for a read-only context, ...). */
                code: string;
                /** @description What is wrong, naming the field (`tags.1: tags must be unique`). */
                message: string;
            }[];
            /** @description The contexts records went to, with how many (written or unchanged) each. */
            contexts: ({
                records: number;
            } & components["schemas"]["MemoryContext"])[];
        };
        /**
         * MemoryKey
         * @description Key identifying a memory within one user and agent namespace: 1 to 256 characters, no control characters. Keys are case-sensitive; in paths they must be percent-encoded (including `/`).
         * @example user.preferences.language
         */
        MemoryKey: string;
        /**
         * MemoryListResponse
         * @description One page of memories, newest `updated_at` first. Pass `next_cursor` as `cursor` to get the next page; it is null on the last page.
         * @example {
         *       "items": [
         *         {
         *           "id": "0b8f6c1e-4d7a-4a51-9a43-3f0d2b7c9e11",
         *           "context_id": "00000000-0000-4000-8000-000000000001",
         *           "key": "user.preferences.language",
         *           "value": "The user prefers answers in German.",
         *           "scope": "persistent",
         *           "tags": [
         *             "preferences"
         *           ],
         *           "importance": 0.8,
         *           "metadata": {},
         *           "user_id": "default_user",
         *           "agent_name": "global",
         *           "created_at": "2025-01-15T09:30:00Z",
         *           "updated_at": "2025-01-15T09:30:00Z",
         *           "expires_at": null
         *         }
         *       ],
         *       "next_cursor": "example",
         *       "context": {
         *         "id": "00000000-0000-4000-8000-000000000001",
         *         "name": "Local",
         *         "kind": "local"
         *       }
         *     }
         */
        MemoryListResponse: {
            /** @description Memories on this page. */
            items: components["schemas"]["MemoryResponse"][];
            /** @description Opaque cursor for the next page, or null when there are no more results. */
            next_cursor: string | null;
            /** @description The context the list was read from. */
            context: components["schemas"]["MemoryContext"];
        };
        /**
         * MemoryMetadata
         * @description Arbitrary JSON object stored alongside the memory (at most 64 top-level properties). Not searched.
         * @example {
         *       "source": "chat",
         *       "confidence": 0.9
         *     }
         */
        MemoryMetadata: {
            [key: string]: unknown;
        };
        /**
         * MemoryNamespaceListResponse
         * @description The users and agents with memories in a context, most recently written first.
         * @example {
         *       "context": {
         *         "id": "00000000-0000-4000-8000-000000000001",
         *         "name": "Local",
         *         "kind": "local"
         *       },
         *       "namespaces": [
         *         {
         *           "user_id": "alice",
         *           "agent_name": "global",
         *           "memories": 12,
         *           "last_write_at": "2026-04-02T09:15:00Z"
         *         },
         *         {
         *           "user_id": "alice",
         *           "agent_name": "travel-planner",
         *           "memories": 3,
         *           "last_write_at": "2026-03-28T17:40:00Z"
         *         }
         *       ],
         *       "total": 2
         *     }
         */
        MemoryNamespaceListResponse: {
            context: components["schemas"]["MemoryContext"];
            namespaces: {
                /** @description The user (X-User-ID) the memories belong to. */
                user_id: string;
                /** @description The agent namespace (X-Agent-Name); `global` for the user's shared memories. */
                agent_name: string;
                /** @description Unexpired memories in this namespace. */
                memories: number;
                /**
                 * Format: date-time
                 * @description When the most recently written of them was written.
                 */
                last_write_at: string;
            }[];
            /** @description How many namespaces have memories, whatever `limit` cut. */
            total: number;
        };
        /**
         * MemoryResponse
         * @description A stored memory as returned by the REST API.
         * @example {
         *       "id": "0b8f6c1e-4d7a-4a51-9a43-3f0d2b7c9e11",
         *       "context_id": "00000000-0000-4000-8000-000000000001",
         *       "key": "user.preferences.language",
         *       "value": "The user prefers answers in German.",
         *       "scope": "persistent",
         *       "tags": [
         *         "preferences"
         *       ],
         *       "importance": 0.8,
         *       "metadata": {},
         *       "user_id": "default_user",
         *       "agent_name": "global",
         *       "created_at": "2025-01-15T09:30:00Z",
         *       "updated_at": "2025-01-15T09:30:00Z",
         *       "expires_at": null
         *     }
         */
        MemoryResponse: {
            /**
             * Format: uuid
             * @description Server-assigned identifier of the memory (stable across updates of the same key).
             */
            id?: string;
            /**
             * Format: uuid
             * @description Context the memory lives in.
             */
            context_id?: string;
            key: components["schemas"]["MemoryKey"];
            value: components["schemas"]["MemoryValue"];
            scope: components["schemas"]["MemoryScope"];
            tags: components["schemas"]["MemoryTags"];
            importance: components["schemas"]["Importance"];
            metadata?: components["schemas"]["MemoryMetadata"];
            /**
             * @description User whose memory this is (`default_user` for anonymous access).
             * @example default_user
             */
            user_id?: string;
            /**
             * @description Agent namespace of the memory (`global` for memories shared across agents). A key addressed with another agent name reaches this memory when that agent has no memory of its own under the key.
             * @example global
             */
            agent_name?: string;
            /**
             * Format: date-time
             * @description When the memory was first created.
             */
            created_at: string;
            /**
             * Format: date-time
             * @description When the memory was last changed.
             */
            updated_at: string;
            /**
             * Format: date-time
             * @description When a working memory lapses; null for persistent memories.
             */
            expires_at?: string | null;
            /** @description The context the call used (on answers about one memory; lists, recall and search say it once beside their items). */
            context?: components["schemas"]["MemoryContext"];
            /** @description On answers to writes (POST, PUT): another memory already holding the same text, or null. The write is kept either way. */
            duplicate_of?: components["schemas"]["MemoryDuplicate"] | null;
        };
        /**
         * MemoryScope
         * @description Lifetime class of a memory: `working` memories are short-lived task context (they get an `expires_at`), `persistent` memories are kept until deleted.
         * @enum {string}
         */
        MemoryScope: "working" | "persistent";
        /**
         * MemoryTags
         * @description Free-form labels: at most 32 distinct strings of 1 to 64 characters.
         * @example [
         *       "preferences",
         *       "language"
         *     ]
         */
        MemoryTags: string[];
        /**
         * MemoryUpdate
         * @description Body of `PUT /api/v1/memory/{key}`: the body `POST /api/v1/memory` takes, applied as a partial update. Only the properties present are changed; at least one of value, scope, tags, importance and metadata is required. `key` may be sent (as in a POST body) but must equal the key in the path: a differing key is a 422 with code `MEMORY-006` (a memory is never renamed: store it under the new key and delete the old one).
         * @example {
         *       "importance": 0.9,
         *       "tags": [
         *         "preferences",
         *         "language"
         *       ]
         *     }
         * @example {
         *       "key": "user.preferences.language",
         *       "value": "The user prefers answers in French.",
         *       "scope": "persistent",
         *       "tags": [
         *         "preferences"
         *       ],
         *       "importance": 0.8
         *     }
         */
        MemoryUpdate: {
            /** @description Optional; when given it must equal the key in the path (`MEMORY-006` otherwise). */
            key?: components["schemas"]["MemoryKey"];
            value?: components["schemas"]["MemoryValue"];
            scope?: components["schemas"]["MemoryScope"];
            /** @description Replaces the whole tag list. */
            tags?: components["schemas"]["MemoryTags"];
            importance?: components["schemas"]["Importance"];
            /** @description Replaces the whole metadata object. */
            metadata?: components["schemas"]["MemoryMetadata"];
        };
        /**
         * MemoryValue
         * @description Content of a memory as text, 1 to 65536 characters (the size limit of a single memory; store larger documents as several memories).
         * @example The user prefers answers in German.
         */
        MemoryValue: string;
        /**
         * MemoryVersion
         * @description A state a memory had before a write replaced it. Restore it by storing it again (`POST /api/v1/memory` or `PUT /api/v1/memory/{key}` with its fields; MCP `memory_store`), which keeps the state it replaces in turn.
         */
        MemoryVersion: {
            /** @description 1 for the first state the memory had; the current state is `current_version`. */
            version: number;
            value: components["schemas"]["MemoryValue"];
            scope: components["schemas"]["MemoryScope"];
            tags: components["schemas"]["MemoryTags"];
            importance: components["schemas"]["Importance"];
            metadata: components["schemas"]["MemoryMetadata"];
            /**
             * Format: date-time
             * @description When this state was stored.
             */
            written_at: string;
            /**
             * Format: date-time
             * @description When a write replaced it.
             */
            replaced_at: string;
        };
        /**
         * MetricsResponse
         * @description Storage metrics of one context (scope `context`) or of the whole service (scope `service`).
         */
        MetricsResponse: {
            /**
             * @description What the counts cover: the context in `context`, or the whole service.
             * @enum {string}
             */
            scope: "context" | "service";
            /** @description The context counted (scope `context`); null for the whole service. */
            context: components["schemas"]["MemoryContext"] | null;
            /** @description Number of stored memories (in the context, or in the service). */
            memories_count: number;
            /** @description Number of graph nodes (in the context, or in the service). */
            graph_nodes: number;
            /** @description Number of graph edges (in the context, or in the service). */
            graph_edges: number;
            /** @description Storage used, in MiB: the context's memory rows (values, metadata, embeddings), or the whole database for the service. */
            storage_size_mb: number;
            /** @description Memories waiting for their embedding (in the context, or in the service). */
            embedding_backlog: number;
        };
        /**
         * MfaRecoveryCodeVerifyRequest
         * @description Second sign-in step with one unused recovery code.
         * @example {
         *       "mfa_token": "mfa_Q2hhbGxlbmdlVG9rZW4",
         *       "recovery_code": "abcd-efgh-2345"
         *     }
         */
        MfaRecoveryCodeVerifyRequest: {
            /** @description Token from the `mfa_required` login answer. */
            mfa_token: string;
            /** @description One unused recovery code (case-insensitive; dashes and spaces ignored; i and l read as 1, o as 0). */
            recovery_code: string;
        };
        /**
         * MfaTotpVerifyRequest
         * @description Second sign-in step with a TOTP code.
         * @example {
         *       "mfa_token": "mfa_Q2hhbGxlbmdlVG9rZW4",
         *       "code": "123456"
         *     }
         */
        MfaTotpVerifyRequest: {
            /** @description Token from the `mfa_required` login answer. */
            mfa_token: string;
            /** @description Current 6-digit TOTP code. */
            code: string;
        };
        /**
         * MfaVerifyRequest
         * @description Body of the second sign-in step: the `mfa_token` from the login answer and either a 6-digit TOTP `code` or one of the recovery codes. Two named bodies: `MfaTotpVerifyRequest` (`code`) or `MfaRecoveryCodeVerifyRequest` (`recovery_code`); a body with both or neither is refused with 422.
         * @example {
         *       "mfa_token": "mfa_Q2hhbGxlbmdlVG9rZW4",
         *       "code": "123456"
         *     }
         */
        MfaVerifyRequest: components["schemas"]["MfaTotpVerifyRequest"] | components["schemas"]["MfaRecoveryCodeVerifyRequest"];
        /**
         * MyApiKey
         * @description An active API key of the account (never the secret).
         */
        MyApiKey: {
            /** @description Key name, unique among the account's active keys. */
            name: string;
            /**
             * @description The first characters of the key, shown to recognise it (not secret).
             * @example mp_Qm9v
             */
            prefix: string;
            /**
             * Format: uuid
             * @description Context the key reaches.
             */
            context_id: string;
            /** Format: date-time */
            created_at: string;
            /**
             * Format: date-time
             * @description Last use (to the minute); null when never used.
             */
            last_used_at: string | null;
        };
        /**
         * MyApiKeysResponse
         * @description The active API keys of the account, oldest first.
         * @example {
         *       "api_keys": [
         *         {
         *           "name": "laptop-agent",
         *           "prefix": "mp_2vV9Qm7",
         *           "context_id": "00000000-0000-4000-8000-000000000001",
         *           "created_at": "2026-01-15T09:30:00Z",
         *           "last_used_at": null
         *         }
         *       ]
         *     }
         */
        MyApiKeysResponse: {
            api_keys: components["schemas"]["MyApiKey"][];
        };
        /**
         * MyContext
         * @description A context (container of memories) the active account can read, with its role in it.
         */
        MyContext: {
            /**
             * Format: uuid
             * @description Context identifier (use it as an API key's or OAuth grant's default context).
             */
            id: string;
            /** @description Display name (`Private` for private contexts, the workspace name for workspace contexts). */
            name: string;
            /**
             * @description `private`: an account's own (shared by identity-linked accounts); `workspace`: a workspace's; `local`: the machine owner's.
             * @enum {string}
             */
            kind: "private" | "local" | "workspace";
            /**
             * @description The account's role: viewers read, editors and owners also write.
             * @enum {string}
             */
            role: "viewer" | "editor" | "owner";
            /**
             * Format: uuid
             * @description For private contexts, the account that owns it (the caller or an identity-linked account); null otherwise.
             */
            owner_account_id?: string | null;
            /**
             * Format: uuid
             * @description For workspace contexts, the workspace; null otherwise.
             */
            workspace_id?: string | null;
        };
        /**
         * MyContextsResponse
         * @description The contexts the active account can read.
         * @example {
         *       "contexts": [
         *         {
         *           "id": "00000000-0000-4000-8000-000000000001",
         *           "name": "Ada Lovelace",
         *           "kind": "private",
         *           "role": "viewer",
         *           "owner_account_id": "00000000-0000-4000-8000-000000000001",
         *           "workspace_id": "00000000-0000-4000-8000-000000000001"
         *         }
         *       ],
         *       "default_context_id": "00000000-0000-4000-8000-000000000001"
         *     }
         */
        MyContextsResponse: {
            contexts: components["schemas"]["MyContext"][];
            /**
             * Format: uuid
             * @description Context this browser session uses when none is chosen (the account's private context, shared within an identity link set).
             */
            default_context_id: string;
        };
        /**
         * MySession
         * @description A browser session in which the active account is signed in.
         */
        MySession: {
            /**
             * Format: uuid
             * @description Public identifier of the session. It is a separate random value: the cookie cannot be derived from it.
             */
            id: string;
            /** @description True for the session of this request. */
            current: boolean;
            /**
             * Format: date-time
             * @description When the session was created (every sign-in on a browser creates a new one).
             */
            created_at: string;
            /**
             * Format: date-time
             * @description Last use of the session (updated at most once a minute).
             */
            last_seen_at: string;
            /**
             * Format: date-time
             * @description When the account's sign-in in this session ends unless the session is used again: the earlier of the absolute sign-in expiry and the idle expiry.
             */
            expires_at: string;
            /**
             * Format: date-time
             * @description When the account signed in to this session.
             */
            signed_in_at?: string;
            /** @description True when the account is the active one of that session (a session can hold several accounts). */
            active?: boolean;
            /** @description User-Agent header of the sign-in that created the session (truncated to 512 characters); null when unknown. */
            user_agent: string | null;
            /** @description Client address of the sign-in that created the session; null when unknown. */
            ip: string | null;
        };
        /**
         * MySessionsResponse
         * @description The browser sessions in which the active account is signed in.
         * @example {
         *       "sessions": [
         *         {
         *           "id": "00000000-0000-4000-8000-000000000001",
         *           "current": true,
         *           "created_at": "2026-01-15T09:30:00Z",
         *           "last_seen_at": "2026-01-15T09:30:00Z",
         *           "expires_at": "2026-01-15T09:30:00Z",
         *           "signed_in_at": "2026-01-15T09:30:00Z",
         *           "active": true,
         *           "user_agent": "example",
         *           "ip": "example"
         *         }
         *       ]
         *     }
         */
        MySessionsResponse: {
            sessions: components["schemas"]["MySession"][];
        };
        /**
         * NamespaceCounts
         * @description How much of a namespace there is (before erasing) or was deleted.
         */
        NamespaceCounts: {
            memories: number;
            /** @description Feedback events the namespace gave, or that were given on its memories. */
            feedback: number;
            /** @description Recorded interactions (`POST /api/v1/graph/interaction`). */
            interactions: number;
            graph_nodes: number;
            graph_edges: number;
        };
        /**
         * NamespaceEraseRequest
         * @description Which namespace to forget: a user (every agent of it), or one agent of a user. Without `confirm` nothing is deleted and the answer carries the counts and a `confirm` value; sending the same request again with that value deletes.
         * @example {
         *       "user_id": "example",
         *       "agent_name": "example",
         *       "confirm": "example"
         *     }
         */
        NamespaceEraseRequest: {
            /** @description The user namespace. */
            user_id: string;
            /** @description Only this agent namespace of the user (`global` included). Omit to forget every agent of the user. */
            agent_name?: string;
            /** @description The `confirm` value the first call answered, for this namespace, within five minutes. */
            confirm?: string;
        };
        /**
         * NamespaceEraseResponse
         * @description `confirmation_required`: nothing was deleted; `counts` says what would be and `confirm` (valid until `expires_at`) deletes it when sent back. `deleted`: everything of the namespace was deleted; `deleted` says how much.
         * @example {
         *       "status": "confirmation_required",
         *       "namespace": {
         *         "user_id": "example",
         *         "agent_name": "example"
         *       },
         *       "counts": {
         *         "memories": 0,
         *         "feedback": 0,
         *         "interactions": 0,
         *         "graph_nodes": 0,
         *         "graph_edges": 0
         *       },
         *       "confirm": "example",
         *       "expires_at": "2026-01-15T09:30:00Z",
         *       "deleted": {
         *         "memories": 0,
         *         "feedback": 0,
         *         "interactions": 0,
         *         "graph_nodes": 0,
         *         "graph_edges": 0
         *       },
         *       "context": {
         *         "id": "00000000-0000-4000-8000-000000000001",
         *         "name": "Local",
         *         "kind": "local"
         *       }
         *     }
         */
        NamespaceEraseResponse: {
            /** @enum {string} */
            status: "confirmation_required" | "deleted";
            namespace: {
                user_id: string;
                /** @description Null: every agent of the user. */
                agent_name: string | null;
            };
            /** @description What a confirmed call would delete (status `confirmation_required`). */
            counts?: components["schemas"]["NamespaceCounts"];
            /** @description Send it back as `confirm` to delete (status `confirmation_required`). */
            confirm?: string;
            /**
             * Format: date-time
             * @description Until when `confirm` is accepted.
             */
            expires_at?: string;
            /** @description What was deleted (status `deleted`). */
            deleted?: components["schemas"]["NamespaceCounts"];
            /** @description The context the namespace is in. */
            context: components["schemas"]["MemoryContext"];
        };
        /**
         * OAuth2ClientCreateRequest
         * @description Manual registration of an OAuth client by a signed-in user.
         * @example {
         *       "client_name": "My MCP client",
         *       "redirect_uris": [
         *         "https://memory.example.com/oauth/callback"
         *       ],
         *       "scope": "memory:read memory:write",
         *       "token_endpoint_auth_method": "client_secret_basic",
         *       "grant_types": [
         *         "authorization_code"
         *       ]
         *     }
         */
        OAuth2ClientCreateRequest: {
            /** @description Display name shown on the consent screen. */
            client_name: string;
            /** @description Allowed redirect URIs (exact match; https, or http on loopback). */
            redirect_uris: string[];
            /**
             * @description Space-separated scopes (`memory:read`, `memory:write`).
             * @default memory:read memory:write
             * @example memory:read memory:write
             */
            scope?: string;
            /**
             * @description How the client authenticates at the token endpoint.
             * @default client_secret_basic
             * @enum {string}
             */
            token_endpoint_auth_method?: "client_secret_basic" | "client_secret_post" | "none";
            /**
             * @description Grant types the client may use.
             * @default [
             *       "authorization_code",
             *       "refresh_token"
             *     ]
             */
            grant_types?: ("authorization_code" | "refresh_token" | "urn:ietf:params:oauth:grant-type:device_code")[];
        };
        /**
         * OAuth2ClientHideResponse
         * @description The secret is hidden.
         * @example {
         *       "status": "ok",
         *       "message": "example",
         *       "hidden_at": "2026-01-15T09:30:00Z"
         *     }
         */
        OAuth2ClientHideResponse: {
            /**
             * @description Always `ok`.
             * @constant
             */
            status: "ok";
            /** @description Human-readable confirmation. */
            message: string;
            /**
             * Format: date-time
             * @description When the secret was hidden.
             */
            hidden_at: string;
        };
        /**
         * OAuth2ClientResponse
         * @description An OAuth client (never includes the secret).
         * @example {
         *       "client_id": "mcp_client_Q2xpZW50SWQxMjM0NTY3OA",
         *       "client_name": "My MCP client",
         *       "redirect_uris": [
         *         "https://memory.example.com/oauth/callback"
         *       ],
         *       "scope": "memory:read memory:write",
         *       "token_endpoint_auth_method": "client_secret_basic",
         *       "grant_types": [
         *         "example"
         *       ],
         *       "created_at": "2026-01-15T09:30:00Z",
         *       "hidden_at": "2026-01-15T09:30:00Z",
         *       "client_id_issued_at": 0
         *     }
         */
        OAuth2ClientResponse: {
            /** @description Client identifier. */
            client_id: string;
            /** @description Display name. */
            client_name: string;
            /** @description Registered redirect URIs. */
            redirect_uris: string[];
            /** @description Allowed scopes, space-separated. */
            scope: string;
            /**
             * @description How the client authenticates at the token endpoint.
             * @enum {string}
             */
            token_endpoint_auth_method: "client_secret_basic" | "client_secret_post" | "none";
            /** @description Allowed grant types. */
            grant_types: string[];
            /**
             * Format: date-time
             * @description Registration time.
             */
            created_at: string;
            /**
             * Format: date-time
             * @description When the secret was hidden (its stored plaintext deleted); null while visible.
             */
            hidden_at: string | null;
            /** @description Registration time as seconds since the epoch (RFC 7591). */
            client_id_issued_at: number;
        };
        /**
         * OAuth2ClientUpdateRequest
         * @description Changes client settings; only the properties present change (at least one). The secret cannot be changed here.
         * @example {
         *       "client_name": "My MCP client",
         *       "redirect_uris": [
         *         "https://memory.example.com/oauth/callback"
         *       ],
         *       "scope": "memory:read memory:write",
         *       "token_endpoint_auth_method": "client_secret_basic",
         *       "grant_types": [
         *         "authorization_code"
         *       ]
         *     }
         */
        OAuth2ClientUpdateRequest: {
            /** @description Display name. */
            client_name?: string;
            /** @description Allowed redirect URIs (exact match; https, or http on loopback). */
            redirect_uris?: string[];
            /**
             * @description Space-separated scopes (`memory:read`, `memory:write`).
             * @example memory:read memory:write
             */
            scope?: string;
            /**
             * @description How the client authenticates at the token endpoint.
             * @enum {string}
             */
            token_endpoint_auth_method?: "client_secret_basic" | "client_secret_post" | "none";
            /** @description Grant types the client may use. */
            grant_types?: ("authorization_code" | "refresh_token" | "urn:ietf:params:oauth:grant-type:device_code")[];
        };
        /**
         * OAuth2ClientWithSecretResponse
         * @description A client together with its secret, shown only in this answer. Public clients (`token_endpoint_auth_method: none`) have no secret and omit both secret fields.
         * @example {
         *       "client_id": "mcp_client_Q2xpZW50SWQxMjM0NTY3OA",
         *       "client_name": "My MCP client",
         *       "redirect_uris": [
         *         "https://memory.example.com/oauth/callback"
         *       ],
         *       "scope": "memory:read memory:write",
         *       "token_endpoint_auth_method": "client_secret_basic",
         *       "grant_types": [
         *         "example"
         *       ],
         *       "created_at": "2026-01-15T09:30:00Z",
         *       "hidden_at": "2026-01-15T09:30:00Z",
         *       "client_id_issued_at": 0
         *     }
         */
        OAuth2ClientWithSecretResponse: {
            /** @description Client secret in plain text; store it now, it is kept only as a hash. */
            readonly client_secret?: string;
            /**
             * @description 0: the secret does not expire (RFC 7591).
             * @constant
             */
            client_secret_expires_at?: 0;
        } & components["schemas"]["OAuth2ClientResponse"];
        /**
         * OAuth2ProviderResponse
         * @description A login provider configured on the server (not a user-registered client).
         * @example {
         *       "id": "idp_a",
         *       "name": "Company sign-in",
         *       "type": "oidc",
         *       "issuer": "https://login.example.com",
         *       "login_url": "/api/v1/auth/idp_a/login"
         *     }
         */
        OAuth2ProviderResponse: {
            /**
             * @description Provider id.
             * @example idp_a
             * @example idp_b
             */
            id: string;
            /** @description Display name. */
            name: string;
            /**
             * @description Protocol.
             * @enum {string}
             */
            type: "oidc" | "oauth2";
            /**
             * Format: uri
             * @description Issuer URL for OIDC providers; null for plain OAuth 2.0.
             */
            issuer: string | null;
            /**
             * Format: uri-reference
             * @description Path that starts sign-in with this provider.
             */
            login_url: string;
        };
        /**
         * OAuthErrorResponse
         * @description Error body of the OAuth protocol endpoints (RFC 6749 section 5.2; RFC 7591 section 3.2.2; RFC 7009; RFC 8628 section 3.5). Possible `error` values: `invalid_request`, `invalid_client`, `invalid_grant`, `unauthorized_client`, `unsupported_grant_type`, `invalid_scope`, `invalid_target`, `unsupported_token_type`, `invalid_redirect_uri`, `invalid_client_metadata`, `authorization_pending`, `slow_down`, `access_denied`, `expired_token`, `server_error`, `temporarily_unavailable`.
         * @example {
         *       "error": "invalid_grant",
         *       "error_description": "Authorization code expired"
         *     }
         */
        OAuthErrorResponse: {
            /**
             * @description Error code.
             * @example invalid_request
             * @example authorization_pending
             */
            error: string;
            /** @description Human-readable ASCII explanation for the developer. Only the characters RFC 6749 section 5.2 allows: a description that quotes a validation message or a client's value has its double quotes turned into single quotes, backslashes into slashes and other characters outside printable ASCII into `?`. */
            error_description?: string;
            /**
             * Format: uri
             * @description Page with more information.
             */
            error_uri?: string;
        };
        /**
         * OAuthGrantDefaultContextUpdate
         * @description Sets (or with null clears) the default context of a grant.
         * @example {
         *       "context_id": "example"
         *     }
         */
        OAuthGrantDefaultContextUpdate: {
            /** @description Context readable by the caller, or null to clear. */
            context_id: string | null;
        };
        /**
         * OAuthGrantResponse
         * @description An OAuth client the caller has authorized.
         * @example {
         *       "client_id": "mcp_client_Q2xpZW50SWQxMjM0NTY3OA",
         *       "client_name": "My MCP client",
         *       "scope": "memory:read memory:write",
         *       "default_context_id": "example",
         *       "tool_groups": [
         *         "memory"
         *       ],
         *       "created_at": "2026-01-15T09:30:00Z",
         *       "updated_at": "2026-01-15T09:30:00Z"
         *     }
         */
        OAuthGrantResponse: {
            /** @description Client identifier. */
            client_id: string;
            /** @description Client display name. */
            client_name: string;
            /**
             * @description Granted scopes, space-separated.
             * @example memory:read memory:write
             */
            scope: string;
            /** @description Context MCP requests of this client use when none is given; null for the caller's default. */
            default_context_id: string | null;
            /** @description MCP tool groups the client's access tokens see in tools/list and may call, in catalogue order; null for every group the server offers (the default). Set with setGrantToolGroups. */
            tool_groups: components["schemas"]["McpToolGroupName"][] | null;
            /**
             * Format: date-time
             * @description First authorization.
             */
            created_at: string;
            /**
             * Format: date-time
             * @description Last change (new scope, default context or tool groups).
             */
            updated_at: string;
        };
        /**
         * OAuthGrantToolGroupsUpdate
         * @description Sets the MCP tool groups an authorized client sees (null: every group the server offers).
         * @example {
         *       "tool_groups": [
         *         "memory",
         *         "web"
         *       ]
         *     }
         * @example {
         *       "tool_groups": null
         *     }
         */
        OAuthGrantToolGroupsUpdate: {
            /** @description Group names (some of memory, web, video, coding, vcs, multimodal, other, local; case-insensitive), or null for all. An unknown name answers 422 `MCP-026` naming the groups to choose from. */
            tool_groups: string[] | null;
        };
        /**
         * OAuthRefreshStart
         * @description Where to send the browser.
         * @example {
         *       "authorization_url": "https://memory.example.com/oauth/callback",
         *       "state": "example"
         *     }
         */
        OAuthRefreshStart: {
            /**
             * Format: uri
             * @description Provider authorization URL.
             */
            authorization_url: string;
            /** @description Opaque state bound to this flow. */
            state: string;
        };
        /**
         * Passkey
         * @description A passkey of the account (never its key material).
         * @example {
         *       "id": "00000000-0000-4000-8000-000000000001",
         *       "name": "Ada Lovelace",
         *       "created_at": "2026-01-15T09:30:00Z",
         *       "last_used_at": "2026-01-15T09:30:00Z",
         *       "transports": [
         *         "example"
         *       ],
         *       "authenticator_attachment": "platform",
         *       "aaguid": "example",
         *       "device_type": "single_device",
         *       "backed_up": true,
         *       "clone_suspected": true
         *     }
         */
        Passkey: {
            /**
             * Format: uuid
             * @description The passkey's id in this service (not the WebAuthn credential id).
             */
            id: string;
            name: components["schemas"]["PasskeyName"];
            /** Format: date-time */
            created_at: string;
            /**
             * Format: date-time
             * @description Last sign-in with it (passwordless or second step), or null.
             */
            last_used_at: string | null;
            /** @description How the browser can reach the authenticator, as it reported them (`internal`, `hybrid`, `usb`, `nfc`, `ble`, `smart-card`, `cable`). */
            transports: string[];
            /** @description Built into the device (`platform`) or a roaming key or phone (`cross-platform`), as the browser reported at registration; null when it did not say. */
            authenticator_attachment?: components["schemas"]["AuthenticatorAttachment"] | null;
            /** @description The authenticator model's AAGUID when it gave one (null for the all-zero AAGUID). */
            aaguid?: string | null;
            /**
             * @description `multi_device`: a synced passkey (it can be copied to the owner's other devices).
             * @enum {string}
             */
            device_type: "single_device" | "multi_device";
            /** @description The authenticator said the passkey is backed up (synced). */
            backed_up: boolean;
            /** @description True once a sign-in presented a signature counter that did not increase: the passkey may have been copied, and it no longer signs in. Remove it and add a new one. */
            clone_suspected: boolean;
        };
        /**
         * PasskeyAuthenticationCredential
         * @description The browser's answer to `navigator.credentials.get()` in the WebAuthn JSON form (`AuthenticationResponseJSON`, what `PublicKeyCredential.toJSON()` or @simplewebauthn/browser's `startAuthentication()` give).
         */
        PasskeyAuthenticationCredential: {
            /** @description Credential id, base64url. */
            id: string;
            /** @description Credential id, base64url. */
            rawId: string;
            /** @constant */
            type: "public-key";
            /** @description As the browser reported it; null or absent when it did not say. */
            authenticatorAttachment?: components["schemas"]["AuthenticatorAttachment"] | null;
            clientExtensionResults?: {
                [key: string]: unknown;
            };
            response: {
                /** @description base64url */
                clientDataJSON: string;
                /** @description base64url */
                authenticatorData: string;
                /** @description base64url */
                signature: string;
                /** @description The user handle a discoverable passkey returns (base64url); null or absent otherwise. */
                userHandle?: string | null;
            } & {
                [key: string]: unknown;
            };
        } & {
            [key: string]: unknown;
        };
        /**
         * PasskeyCreatedResponse
         * @description The new passkey, and new recovery codes when it is the account's first second factor.
         * @example {
         *       "passkey": {
         *         "id": "00000000-0000-4000-8000-000000000001",
         *         "name": "Ada Lovelace",
         *         "created_at": "2026-01-15T09:30:00Z",
         *         "last_used_at": "2026-01-15T09:30:00Z",
         *         "transports": [
         *           "example"
         *         ],
         *         "authenticator_attachment": "platform",
         *         "aaguid": "example",
         *         "device_type": "single_device",
         *         "backed_up": true,
         *         "clone_suspected": true
         *       }
         *     }
         */
        PasskeyCreatedResponse: {
            passkey: components["schemas"]["Passkey"];
            /** @description Present only when the account had no second factor (no TOTP, no passkey) before: ten single-use recovery codes, shown only now, for signing in when the passkey is lost. Any earlier codes stop working. */
            recovery_codes?: string[];
        };
        /**
         * PasskeyListResponse
         * @description The account's passkeys, oldest first.
         * @example {
         *       "passkeys": [
         *         {
         *           "id": "00000000-0000-4000-8000-000000000001",
         *           "name": "Ada Lovelace",
         *           "created_at": "2026-01-15T09:30:00Z",
         *           "last_used_at": "2026-01-15T09:30:00Z",
         *           "transports": [
         *             "example"
         *           ],
         *           "authenticator_attachment": "platform",
         *           "aaguid": "example",
         *           "device_type": "single_device",
         *           "backed_up": true,
         *           "clone_suspected": true
         *         }
         *       ]
         *     }
         */
        PasskeyListResponse: {
            passkeys: components["schemas"]["Passkey"][];
        };
        /**
         * PasskeyName
         * @description A name the owner gives a passkey to recognise it (trimmed; 1 to 64 characters, no control characters).
         */
        PasskeyName: string;
        /**
         * PasskeyRegistrationCredential
         * @description The browser's answer to `navigator.credentials.create()` in the WebAuthn JSON form (`RegistrationResponseJSON`, what `PublicKeyCredential.toJSON()` or @simplewebauthn/browser's `startRegistration()` give).
         */
        PasskeyRegistrationCredential: {
            /** @description Credential id, base64url. */
            id: string;
            /** @description Credential id, base64url. */
            rawId: string;
            /** @constant */
            type: "public-key";
            /** @description As the browser reported it; null or absent when it did not say. */
            authenticatorAttachment?: components["schemas"]["AuthenticatorAttachment"] | null;
            clientExtensionResults?: {
                [key: string]: unknown;
            };
            response: {
                /** @description base64url */
                clientDataJSON: string;
                /** @description base64url */
                attestationObject: string;
                /** @description How the browser can reach the authenticator, as it reported them (`internal`, `hybrid`, `usb`, `nfc`, `ble`, `smart-card`, `cable`). */
                transports?: string[];
            } & {
                [key: string]: unknown;
            };
        } & {
            [key: string]: unknown;
        };
        /**
         * PasskeyRegistrationOptionsRequest
         * @description Starts adding a passkey: proves the owner is present again.
         * @example {
         *       "current_password": "quiet lanterns drift over 9 hills"
         *     }
         */
        PasskeyRegistrationOptionsRequest: {
            /** @description Current password; required when the account has one. */
            current_password?: string;
        };
        /**
         * PasskeyRegistrationOptionsResponse
         * @description What the browser passes to `navigator.credentials.create()` (the WebAuthn JSON form, as `PublicKeyCredentialCreationOptionsJSON`), and until when the challenge in it is accepted.
         * @example {
         *       "options": {
         *         "rp": {},
         *         "user": {},
         *         "challenge": "example",
         *         "pubKeyCredParams": [
         *           {}
         *         ]
         *       },
         *       "expires_at": "2026-01-15T09:30:00Z"
         *     }
         */
        PasskeyRegistrationOptionsResponse: {
            /** @description PublicKeyCredentialCreationOptionsJSON: `rp` (`id` from PUBLIC_URL's host, `localhost` for a loopback address), `user` (`id`: the account id's bytes, no personal data; `name`: the account's email or login id), `challenge`, `pubKeyCredParams`, `excludeCredentials` (the account's passkeys), `authenticatorSelection` (`residentKey: required`, `userVerification: required`), `attestation: none`, `timeout`. */
            options: {
                /** @description Relying party (`id`, `name`). */
                rp: {
                    [key: string]: unknown;
                };
                /** @description The account as the authenticator stores it (`id`, `name`, `displayName`). */
                user: {
                    [key: string]: unknown;
                };
                /** @description Base64url challenge, single use. */
                challenge: string;
                /** @description Accepted public key algorithms (`type`, `alg`). */
                pubKeyCredParams: {
                    [key: string]: unknown;
                }[];
            } & {
                [key: string]: unknown;
            };
            /**
             * Format: date-time
             * @description The challenge is single use and expires then (5 minutes).
             */
            expires_at: string;
        };
        /**
         * PasskeyRegistrationRequest
         * @description Finishes adding a passkey: the browser's credential for the challenge of `startPasskeyRegistration`, and an optional name.
         * @example {
         *       "credential": {
         *         "id": "example",
         *         "rawId": "example",
         *         "type": "public-key",
         *         "authenticatorAttachment": "platform",
         *         "clientExtensionResults": {},
         *         "response": {
         *           "clientDataJSON": "example",
         *           "attestationObject": "example",
         *           "transports": [
         *             "example"
         *           ]
         *         }
         *       },
         *       "name": "Ada Lovelace"
         *     }
         */
        PasskeyRegistrationRequest: {
            credential: components["schemas"]["PasskeyRegistrationCredential"];
            /** @description Defaults to a name from the authenticator's kind and the date. */
            name?: components["schemas"]["PasskeyName"];
        };
        /**
         * PasskeyRemoveRequest
         * @description Removes a passkey; proves the owner is present again.
         * @example {
         *       "current_password": "quiet lanterns drift over 9 hills"
         *     }
         */
        PasskeyRemoveRequest: {
            /** @description Current password; required when the account has one. */
            current_password?: string;
        };
        /**
         * PasskeyRenameRequest
         * @description A new name for a passkey.
         * @example {
         *       "name": "Ada Lovelace"
         *     }
         */
        PasskeyRenameRequest: {
            name: components["schemas"]["PasskeyName"];
        };
        /**
         * PasskeySignInOptionsRequest
         * @description Starts a passkey sign-in. With `mfa_token` (from a password sign-in that answered `mfa_required`) the passkey is the second step and only the account's passkeys are offered; without it the sign-in is passwordless and any passkey of this service the browser holds may answer.
         * @example {
         *       "mfa_token": "example"
         *     }
         */
        PasskeySignInOptionsRequest: {
            /** @description Token of the pending password sign-in. */
            mfa_token?: string;
        };
        /**
         * PasskeySignInOptionsResponse
         * @description What the browser passes to `navigator.credentials.get()` (the WebAuthn JSON form, `PublicKeyCredentialRequestOptionsJSON`).
         * @example {
         *       "options": {
         *         "challenge": "example"
         *       },
         *       "expires_at": "2026-01-15T09:30:00Z"
         *     }
         */
        PasskeySignInOptionsResponse: {
            /** @description PublicKeyCredentialRequestOptionsJSON: `rpId`, `challenge`, `userVerification` (`required` for passwordless, `preferred` as a second step), `allowCredentials` (the account's passkeys as a second step; empty for passwordless, so the browser offers its discoverable credentials), `timeout`. */
            options: {
                /** @description Base64url challenge, single use. */
                challenge: string;
            } & {
                [key: string]: unknown;
            };
            /**
             * Format: date-time
             * @description The challenge is single use and expires then (5 minutes).
             */
            expires_at: string;
        };
        /**
         * PasskeySignInRequest
         * @description Completes a passkey sign-in with the browser's assertion.
         * @example {
         *       "credential": {
         *         "id": "example",
         *         "rawId": "example",
         *         "type": "public-key",
         *         "authenticatorAttachment": "platform",
         *         "clientExtensionResults": {},
         *         "response": {
         *           "clientDataJSON": "example",
         *           "authenticatorData": "example",
         *           "signature": "example",
         *           "userHandle": "example"
         *         }
         *       },
         *       "mfa_token": "example",
         *       "remember": true
         *     }
         */
        PasskeySignInRequest: {
            credential: components["schemas"]["PasskeyAuthenticationCredential"];
            /** @description Token of the pending password sign-in when the passkey is the second step (the same one given to the options call). */
            mfa_token?: string;
            /** @description Passwordless only: keep this browser signed in (12 hours idle, 7 days), as "Keep me signed in" at password sign-in. A second step keeps the choice made with the password. */
            remember?: boolean;
        };
        /**
         * PasswordChangeBody
         * @description Changes the password.
         * @example {
         *       "current_password": "quiet lanterns drift over 9 hills",
         *       "new_password": "amber kettles hum beside 7 docks"
         *     }
         */
        PasswordChangeBody: {
            /** @description Current password. */
            current_password: string;
            /** @description New password; must satisfy the password policy. */
            new_password: string;
        };
        /**
         * PasswordEmailAcceptedResponse
         * @description Same answer for every address, so it does not reveal whether an account exists.
         * @example {
         *       "status": "accepted",
         *       "message": "If an account exists for this address, an email with a link has been sent."
         *     }
         */
        PasswordEmailAcceptedResponse: {
            /**
             * @description Always `accepted`.
             * @constant
             */
            status: "accepted";
            /**
             * @description Human-readable confirmation.
             * @example If an account exists for this address, an email with a link has been sent.
             */
            message: string;
        };
        /**
         * PasswordLinkBody
         * @description Body of password reset and set-up: the single-use link token and the new password.
         * @example {
         *       "token": "mp_pl_2vV9Qm7YcKxR4tJ8bN3wLhZ6pD1sF5gA0eU7iO2yT9k",
         *       "new_password": "amber kettles hum beside 7 docks"
         *     }
         */
        PasswordLinkBody: {
            /** @description Token from the emailed link. */
            token: string;
            /** @description New password; must satisfy the password policy (422 otherwise). */
            new_password: string;
        };
        /**
         * PasswordLoginRequest
         * @description Body of the password sign-in.
         * @example {
         *       "login_id": "ada",
         *       "password": "quiet lanterns drift over 9 hills",
         *       "remember": false
         *     }
         */
        PasswordLoginRequest: {
            /** @description Admin login ID or the verified email of an account that has a password (case-insensitive). */
            login_id: string;
            /** @description The password. */
            password: string;
            /**
             * @description Keep me signed in on this browser: a persistent cookie and the longer lifetimes (SESSION_REMEMBER_IDLE_TIMEOUT_SECONDS, 12 hours idle; SESSION_REMEMBER_ABSOLUTE_LIFETIME_SECONDS, 7 days).
             * @default false
             */
            remember?: boolean;
        };
        /**
         * PasswordPolicy
         * @description Password rules enforced on set-up, reset and change.
         */
        PasswordPolicy: {
            /** @description Minimum number of characters. */
            min_length: number;
            /** @description Maximum number of characters. */
            max_length: number;
        };
        /**
         * PasswordRemoveBody
         * @description Removes the password (the account keeps signing in through a linked provider).
         * @example {
         *       "current_password": "quiet lanterns drift over 9 hills"
         *     }
         */
        PasswordRemoveBody: {
            /** @description Current password. */
            current_password: string;
        };
        /**
         * PasswordResetRequestBody
         * @description Body of the password reset request.
         * @example {
         *       "email": "ada@example.com"
         *     }
         */
        PasswordResetRequestBody: {
            /**
             * Format: email
             * @description Address of the account.
             */
            email: string;
        };
        /**
         * PasswordSetupRequestedResponse
         * @description A set-password link was emailed.
         * @example {
         *       "status": "accepted",
         *       "message": "example"
         *     }
         */
        PasswordSetupRequestedResponse: {
            /**
             * @description Always `accepted`.
             * @constant
             */
            status: "accepted";
            /** @description Human-readable confirmation. */
            message: string;
        };
        /**
         * ProtectedResourceMetadata
         * @description OAuth 2.0 Protected Resource Metadata (RFC 9728 section 2).
         * @example {
         *       "resource": "https://memory.example.com/oauth/callback",
         *       "authorization_servers": [
         *         "https://memory.example.com/oauth/callback"
         *       ],
         *       "scopes_supported": [
         *         "example"
         *       ],
         *       "bearer_methods_supported": [
         *         "example"
         *       ],
         *       "resource_name": "example",
         *       "resource_documentation": "https://memory.example.com/oauth/callback"
         *     }
         */
        ProtectedResourceMetadata: {
            /**
             * Format: uri
             * @description Resource identifier (for MCP: `{base_url}/mcp`).
             */
            resource: string;
            /** @description Issuers that can issue tokens for this resource. */
            authorization_servers: string[];
            /** @description Scopes understood by the resource. */
            scopes_supported?: string[];
            /** @description How tokens are sent; always `["header"]`. */
            bearer_methods_supported?: string[];
            /** @description Human-readable name. */
            resource_name?: string;
            /**
             * Format: uri
             * @description Documentation URL.
             */
            resource_documentation?: string;
        };
        /**
         * ProvidersListResponse
         * @description Sign-in providers linked to the account.
         * @example {
         *       "providers": [
         *         {
         *           "provider": "idp_a",
         *           "subject_hint": "example",
         *           "email": "ada@example.com",
         *           "linked_at": "2026-01-15T09:30:00Z",
         *           "last_used_at": "2026-01-15T09:30:00Z"
         *         }
         *       ]
         *     }
         */
        ProvidersListResponse: {
            /** @description Linked identities. */
            providers: components["schemas"]["LinkedProvider"][];
        };
        /**
         * ProvidersResponse
         * @description Enabled sign-in providers: those named in AUTH_PROVIDERS that also have credentials configured.
         * @example {
         *       "providers": [
         *         {
         *           "id": "idp_a",
         *           "name": "Identity Provider A",
         *           "type": "oidc",
         *           "login_url": "/api/v1/auth/idp_a/login"
         *         }
         *       ]
         *     }
         */
        ProvidersResponse: {
            /** @description Providers in configuration order. */
            providers: components["schemas"]["AuthProvider"][];
        };
        /**
         * RecallRequest
         * @description Body of `POST /api/v1/recall`: semantic (embedding) retrieval of the memories most relevant to `query`.
         * @example {
         *       "query": "Which language does the user prefer?",
         *       "k": 5,
         *       "scope": "all",
         *       "max_value_chars": 2000
         *     }
         */
        RecallRequest: {
            /** @description Natural-language query. */
            query: string;
            /**
             * @description Number of results to return.
             * @default 5
             */
            k?: number;
            /**
             * @description Which memories to consider.
             * @default all
             * @enum {string}
             */
            scope?: "all" | "working" | "persistent";
            /**
             * @description Longest value returned per hit, in characters (default 2000, up to 65536, the longest a memory holds). A longer value is cut and the hit says so (`truncated: true`, `value_length`); read the whole value by key.
             * @default 2000
             */
            max_value_chars?: number;
            /** @description Leave out hits scoring below this (scores are in [0, 1] and comparable within one answer). Default: none. */
            min_score?: number;
            /**
             * Format: date-time
             * @description Answer what was true at this time: memories stating facts that a newer fact superseded before it are answered as they were then, and facts that only became true after it are left out. Without it, recall answers what is true now first and ranks a superseded fact after every current one (see docs/learning.md).
             */
            as_of?: string;
        };
        /**
         * RecallResponse
         * @description Recall results, best first.
         */
        RecallResponse: {
            /** @description At most `k` results ordered by descending score. */
            results: components["schemas"]["RecallResult"][];
            /** @description The context recall searched. */
            context: components["schemas"]["MemoryContext"];
        };
        /**
         * RecallResult
         * @description One recalled memory with its relevance score.
         */
        RecallResult: {
            /**
             * Format: uuid
             * @description Identifier of the memory (graph node `memory:<id>`).
             */
            id: string;
            /**
             * Format: uuid
             * @description Context the memory lives in.
             */
            context_id: string;
            /** @description User whose memory this is. */
            user_id: string;
            /** @description Agent namespace the memory lives in: the caller's agent, or `global` for a memory shared by all agents of the user. Key operations called with the caller's agent name reach it either way. */
            agent_name: string;
            key: components["schemas"]["MemoryKey"];
            value: components["schemas"]["MemoryValue"];
            /** @description True when `value` was cut to the answer's `max_value_chars`. */
            truncated: boolean;
            /** @description Length of the whole value in characters (larger than `value` when it was cut). */
            value_length: number;
            /** @description Relevance from 0 (unrelated) to 1 (best match), combining semantic similarity with importance. */
            score: number;
            scope?: components["schemas"]["MemoryScope"];
            tags?: components["schemas"]["MemoryTags"];
            importance?: components["schemas"]["Importance"];
            /**
             * Format: date-time
             * @description When the memory was last changed.
             */
            updated_at?: string;
        };
        /**
         * RecoveryCodesRegenerateRequest
         * @description Re-authentication for replacing recovery codes.
         * @example {
         *       "password": "quiet lanterns drift over 9 hills"
         *     }
         */
        RecoveryCodesRegenerateRequest: {
            /** @description Current password. */
            password: string;
        };
        /**
         * RecoveryCodesResponse
         * @description New recovery codes; all previous ones are invalid.
         * @example {
         *       "recovery_codes": [
         *         "a1b2c3-d4e5f6-g7h8j9-k0m1n2",
         *         "p3q4r5-s6t7v8-w9x0y1-z2a3b4",
         *         "c5d6e7-f8g9h0-j1k2m3-n4p5q6",
         *         "r7s8t9-v0w1x2-y3z4a5-b6c7d8",
         *         "e9f0g1-h2j3k4-m5n6p7-q8r9s0",
         *         "t1v2w3-x4y5z6-a7b8c9-d0e1f2",
         *         "g3h4j5-k6m7n8-p9q0r1-s2t3v4",
         *         "w5x6y7-z8a9b0-c1d2e3-f4g5h6",
         *         "j7k8m9-n0p1q2-r3s4t5-v6w7x8",
         *         "y9z0a1-b2c3d4-e5f6g7-h8j9k0"
         *       ]
         *     }
         */
        RecoveryCodesResponse: {
            /** @description Ten single-use recovery codes. */
            recovery_codes: string[];
        };
        /**
         * RefreshOAuthRequest
         * @description Starts a fresh OAuth round-trip with the user's provider (re-consent or token refresh).
         * @example {
         *       "provider": "idp_a"
         *     }
         */
        RefreshOAuthRequest: {
            /**
             * @description Provider to use; defaults to the account's `auth_provider`.
             * @example idp_a
             * @example idp_b
             */
            provider?: string;
            /** @description Same-origin path to return to. */
            return_to?: string;
        };
        /**
         * RelatedNode
         * @description A node reachable from the start node.
         */
        RelatedNode: {
            /** @description Identifier of the related node. */
            node_id: string;
            type: components["schemas"]["GraphNodeType"];
            /** @description Display label (memory key, topic name, user id, ...). */
            label: string;
            /** @description Number of edges from the start node. */
            depth: number;
            /**
             * @description Type of the last edge on the path (for example `mentions`, `tagged`, `asked`).
             * @example mentions
             */
            edge_type: string;
            /** @description Node ids from the start node to this node, both included. */
            path: string[];
            /** @description Relatedness from 0 to 1 (decays with depth, grows with edge weight). */
            score?: number;
            /** @description For memory nodes: the memory's key (read it with `GET /api/v1/memory/{key}` or memory_fetch under `agent_name`). */
            key?: string;
            /** @description For memory nodes: the agent namespace the memory lives in (`global` when shared by all agents of the user). */
            agent_name?: string;
            /** @description For memory nodes: the start of the memory's value (at most 80 characters), what a picture of the graph labels the node with. */
            preview?: string;
        };
        /**
         * RelatedNodesResponse
         * @description Nodes related to a start node, nearest and strongest first.
         */
        RelatedNodesResponse: {
            /** @description The start node. */
            node_id: string;
            /** @description Related nodes ordered by depth, then descending score. */
            related: components["schemas"]["RelatedNode"][];
        };
        /**
         * RevocationRequest
         * @description Token revocation request (RFC 7009 section 2.1).
         * @example {
         *       "token": "mp_pl_2vV9Qm7YcKxR4tJ8bN3wLhZ6pD1sF5gA0eU7iO2yT9k",
         *       "token_type_hint": "access_token",
         *       "client_id": "mcp_client_Q2xpZW50SWQxMjM0NTY3OA",
         *       "client_secret": "example"
         *     }
         */
        RevocationRequest: {
            /** @description Token to revoke. */
            token: string;
            /**
             * @description Kind of token, to speed up lookup.
             * @enum {string}
             */
            token_type_hint?: "access_token" | "refresh_token";
            /** @description Client identifier (public clients, or client_secret_post). */
            client_id?: string;
            /** @description Client secret (client_secret_post only). */
            client_secret?: string;
        } & {
            [key: string]: unknown;
        };
        /**
         * RevokedSessionsResponse
         * @description How many browser sessions the account was signed out of.
         * @example {
         *       "revoked": 0
         *     }
         */
        RevokedSessionsResponse: {
            /** @description Sessions the account was signed out of. */
            revoked: number;
        };
        /**
         * SearchResponse
         * @description Full-text search results, best first.
         */
        SearchResponse: {
            /** @description Hits ordered by descending score, at most `limit`. */
            results: components["schemas"]["SearchResult"][];
            /** @description The query as received. */
            query: string;
            /** @description The context searched. */
            context: components["schemas"]["MemoryContext"];
        };
        /**
         * SearchResult
         * @description One full-text search hit.
         */
        SearchResult: {
            /**
             * Format: uuid
             * @description Identifier of the memory (graph node `memory:<id>`).
             */
            id: string;
            /**
             * Format: uuid
             * @description Context the memory lives in.
             */
            context_id: string;
            /** @description User whose memory this is. */
            user_id: string;
            /** @description Agent namespace the memory lives in: the caller's agent, or `global` for a memory shared by all agents of the user. Key operations called with the caller's agent name reach it either way. */
            agent_name: string;
            key: components["schemas"]["MemoryKey"];
            value: components["schemas"]["MemoryValue"];
            /** @description True when `value` was cut to the answer's `max_value_chars`. */
            truncated: boolean;
            /** @description Length of the whole value in characters (larger than `value` when it was cut). */
            value_length: number;
            /**
             * @description Excerpt of the value around the matches; matched terms are wrapped in `<mark>` and `</mark>`, all other text is HTML-escaped.
             * @example The user prefers answers in <mark>German</mark>.
             */
            snippet: string;
            /** @description Text-rank relevance normalised to 0..1. */
            score: number;
        };
        /**
         * SessionAccount
         * @description An account signed in on this browser session.
         */
        SessionAccount: {
            /** @description Account identifier. */
            id: string;
            /**
             * Format: email
             * @description Primary email address. Null for accounts without one (an admin created without --email, or a provider that shared no verified address).
             */
            email: string | null;
            /** @description Display name. */
            name: string | null;
            /** @description Whether this is the active account. */
            active: boolean;
        };
        /**
         * SessionAccountsResponse
         * @description Accounts signed in on this browser session.
         * @example {
         *       "accounts": [
         *         {
         *           "id": "example",
         *           "email": "ada@example.com",
         *           "name": "Ada Lovelace",
         *           "active": true
         *         }
         *       ],
         *       "active_account_id": "example"
         *     }
         */
        SessionAccountsResponse: {
            /** @description Signed-in accounts, in sign-in order. */
            accounts: components["schemas"]["SessionAccount"][];
            /** @description The active account. */
            active_account_id: string;
        };
        /**
         * StatusOkResponse
         * @description Operation succeeded.
         * @example {
         *       "status": "ok"
         *     }
         */
        StatusOkResponse: {
            /**
             * @description Always `ok`.
             * @constant
             */
            status: "ok";
        };
        /**
         * TermsAcceptanceRequest
         * @description Accepts a terms version.
         * @example {
         *       "version": "example"
         *     }
         */
        TermsAcceptanceRequest: {
            /** @description Terms version being accepted; must be the current one. */
            version: string;
        };
        /**
         * TermsAcceptanceResponse
         * @description Recorded terms acceptance.
         * @example {
         *       "version": "example",
         *       "accepted_at": "2026-01-15T09:30:00Z"
         *     }
         */
        TermsAcceptanceResponse: {
            /** @description Accepted version. */
            version: string;
            /**
             * Format: date-time
             * @description When it was accepted.
             */
            accepted_at: string;
        };
        /**
         * TokenRequest
         * @description Token endpoint form parameters (RFC 6749 section 4.1.3 and 6, RFC 8628 section 3.4, RFC 8707). Required parameters depend on `grant_type` (each property says when it is required); unknown parameters are ignored. Confidential clients authenticate with HTTP Basic (`client_secret_basic`) or `client_id` + `client_secret` in the form; public clients send `client_id` and the PKCE `code_verifier`.
         */
        TokenRequest: {
            /**
             * @description Grant type.
             * @enum {string}
             */
            grant_type: "authorization_code" | "refresh_token" | "urn:ietf:params:oauth:grant-type:device_code";
            /** @description Authorization code (authorization_code). Required when `grant_type` is `authorization_code`. */
            code?: string;
            /**
             * Format: uri
             * @description Redirect URI used at the authorization request (authorization_code). Required when `grant_type` is `authorization_code`.
             */
            redirect_uri?: string;
            /** @description PKCE verifier, 43 to 128 characters (RFC 7636). */
            code_verifier?: string;
            /** @description Refresh token (refresh_token). Refresh tokens rotate: each use returns a new one. Required when `grant_type` is `refresh_token`. */
            refresh_token?: string;
            /** @description Device code (device_code grant). Required when `grant_type` is `urn:ietf:params:oauth:grant-type:device_code`. */
            device_code?: string;
            /** @description Client identifier (public clients, or client_secret_post). Required when `grant_type` is `urn:ietf:params:oauth:grant-type:device_code`. */
            client_id?: string;
            /** @description Client secret (client_secret_post only). */
            client_secret?: string;
            /** @description Target resource(s) (RFC 8707), repeatable: `{base_url}/mcp` and/or `{base_url}`. Narrows the access token's audience to part of what the grant covers; anything else is `invalid_target`. Without it the access token is for every resource of the grant. Sent as a form field repeated once per value (`resource=a&resource=b`); a single value is one item. */
            resource?: string[];
            /**
             * @description Space-separated scopes (`memory:read`, `memory:write`).
             * @example memory:read memory:write
             */
            scope?: string;
        } & {
            [key: string]: unknown;
        };
        /**
         * TokenResponse
         * @description Successful token answer (RFC 6749 section 5.1).
         * @example {
         *       "access_token": "mpat_2YotnFZFEjr1zCsicMWpAA",
         *       "token_type": "Bearer",
         *       "expires_in": 3600,
         *       "refresh_token": "mprt_tGzv3JOkF0XG5Qx2TlKWIA",
         *       "scope": "memory:read memory:write"
         *     }
         */
        TokenResponse: {
            /** @description Access token to send as `Authorization: Bearer`. */
            access_token: string;
            /**
             * @description Always `Bearer`.
             * @constant
             */
            token_type: "Bearer";
            /**
             * @description Lifetime of the access token in seconds.
             * @example 3600
             */
            expires_in: number;
            /** @description Refresh token (absent when the grant issues none). */
            refresh_token?: string;
            /**
             * @description Space-separated scopes (`memory:read`, `memory:write`).
             * @example memory:read memory:write
             */
            scope: string;
        };
        /**
         * TotpConfirmRequest
         * @description Confirms a pending TOTP enrolment.
         * @example {
         *       "code": "123456"
         *     }
         */
        TotpConfirmRequest: {
            /** @description Current 6-digit code from the authenticator. */
            code: string;
        };
        /**
         * TotpDisableRequest
         * @description Disables TOTP; needs the password and, when the account has one, a current code.
         * @example {
         *       "password": "quiet lanterns drift over 9 hills",
         *       "code": "123456"
         *     }
         */
        TotpDisableRequest: {
            /** @description Current password. */
            password: string;
            /** @description Current 6-digit TOTP code. */
            code?: string;
        };
        /**
         * TotpEnrolmentConfirmResponse
         * @description TOTP is enabled. The recovery codes are shown only now; store them safely.
         * @example {
         *       "enabled": true,
         *       "recovery_codes": [
         *         "a1b2c3-d4e5f6-g7h8j9-k0m1n2",
         *         "p3q4r5-s6t7v8-w9x0y1-z2a3b4",
         *         "c5d6e7-f8g9h0-j1k2m3-n4p5q6",
         *         "r7s8t9-v0w1x2-y3z4a5-b6c7d8",
         *         "e9f0g1-h2j3k4-m5n6p7-q8r9s0",
         *         "t1v2w3-x4y5z6-a7b8c9-d0e1f2",
         *         "g3h4j5-k6m7n8-p9q0r1-s2t3v4",
         *         "w5x6y7-z8a9b0-c1d2e3-f4g5h6",
         *         "j7k8m9-n0p1q2-r3s4t5-v6w7x8",
         *         "y9z0a1-b2c3d4-e5f6g7-h8j9k0"
         *       ]
         *     }
         */
        TotpEnrolmentConfirmResponse: {
            /**
             * @description Always true.
             * @constant
             */
            enabled: true;
            /** @description Ten single-use recovery codes. */
            recovery_codes: string[];
        };
        /**
         * TotpEnrolmentStartResponse
         * @description A pending TOTP enrolment: show `otpauth_uri` as a QR code, then confirm with a code before `expires_at`.
         * @example {
         *       "secret": "JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP",
         *       "otpauth_uri": "otpauth://totp/Memory%20Platform:ada?secret=JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP&issuer=Memory%20Platform",
         *       "expires_at": "2026-01-15T09:40:00Z"
         *     }
         */
        TotpEnrolmentStartResponse: {
            /** @description Base32 TOTP secret (for manual entry). */
            secret: string;
            /**
             * Format: uri
             * @description `otpauth://totp/...` URI for authenticator apps.
             */
            otpauth_uri: string;
            /**
             * Format: date-time
             * @description When the pending enrolment lapses (10 minutes).
             */
            expires_at: string;
        };
        /**
         * UnlinkProviderRequest
         * @description Removes a linked sign-in provider.
         * @example {
         *       "provider": "idp_a"
         *     }
         */
        UnlinkProviderRequest: {
            /**
             * @description Provider to unlink.
             * @example idp_a
             * @example idp_b
             */
            provider: string;
        };
        /**
         * UpdateUserProfileRequest
         * @description Body of the profile update; only the properties present change (at least one).
         * @example {
         *       "name": "Ada Lovelace",
         *       "timezone": "Europe/Berlin",
         *       "locale": "de-DE"
         *     }
         */
        UpdateUserProfileRequest: {
            /** @description Display name. */
            name?: string;
            /**
             * @description IANA time zone name.
             * @example Europe/Berlin
             */
            timezone?: string;
            /**
             * @description BCP 47 language tag.
             * @example de-DE
             */
            locale?: string;
        };
        /**
         * User
         * @description The signed-in user.
         */
        User: {
            /** @description User identifier. */
            id: string;
            /**
             * Format: email
             * @description Primary email address. Null for accounts without one (an admin created without --email, or a provider that shared no verified address).
             */
            email: string | null;
            /** @description Display name; null when unknown. */
            name: string | null;
            /**
             * @description Role in the current workspace.
             * @example admin
             * @example member
             */
            role: string;
            /**
             * Format: uuid
             * @description Workspace currently selected.
             */
            current_workspace_id: string;
            /**
             * @description IANA time zone; null when not set.
             * @example Europe/Berlin
             */
            timezone: string | null;
            /**
             * @description BCP 47 locale; null when not set.
             * @example de-DE
             */
            locale: string | null;
            /** @description Whether the email address is verified. */
            email_verified: boolean;
            /** @description Whether TOTP second factor is enabled. */
            mfa_enabled: boolean;
        };
        /**
         * UserId
         * @description A user namespace of a context (`X-User-ID`): 1 to 256 characters, no control characters. Default `default_user`.
         * @example default_user
         */
        UserId: string;
        /**
         * UserPattern
         * @description Aggregated behaviour of one user in the interaction graph. A user without interactions gets zero counts, not 404.
         */
        UserPattern: {
            /** @description The user. */
            user_id: string;
            /** @description Number of recorded interactions. */
            total_interactions: number;
            /** @description Topic to the number of interactions about it, every topic, in the order of `top_topics` (most interactions first). */
            topics: {
                [key: string]: number;
            };
            /** @description The user's most frequent topics (at most 10): noun phrases extracted from the interactions, ranked by the number of interactions about them (most first), then by the latest of those interactions (newest first), then by name. */
            top_topics: {
                /** @description A noun phrase, lower case (e.g. "sourdough starter"). */
                topic: string;
                /** @description Interactions about the topic. */
                interactions: number;
                /**
                 * Format: date-time
                 * @description When the latest of them was recorded.
                 */
                last_seen: string;
            }[];
            /** @description The long tail: topics beyond `top_topics`. */
            other_topics: {
                /** @description How many distinct topics are not in `top_topics`. */
                topics: number;
                /** @description Their interaction counts summed (an interaction about two of them counts twice). */
                mentions: number;
            };
            /** @description AI platform to interaction count. */
            platforms: {
                [key: string]: number;
            };
            /** @description Activity per period, oldest first. */
            learning_trajectory: components["schemas"]["LearningTrajectoryEntry"][];
        };
        /**
         * UserProfileResponse
         * @description The user's profile.
         * @example {
         *       "id": "example",
         *       "email": "ada@example.com",
         *       "name": "Ada Lovelace",
         *       "timezone": "Europe/Berlin",
         *       "locale": "de-DE",
         *       "email_verified": true,
         *       "has_password": true,
         *       "mfa_enabled": true,
         *       "accepted_terms_version": "example",
         *       "created_at": "2026-01-15T09:30:00Z",
         *       "erasure_refused": null
         *     }
         */
        UserProfileResponse: {
            /** @description User identifier. */
            id: string;
            /**
             * Format: email
             * @description Primary email address. Null for accounts without one (an admin created without --email, or a provider that shared no verified address).
             */
            email: string | null;
            /** @description Display name. */
            name: string | null;
            /**
             * @description IANA time zone name.
             * @example Europe/Berlin
             */
            timezone: string | null;
            /**
             * @description BCP 47 language tag.
             * @example de-DE
             */
            locale: string | null;
            /** @description Whether the email address is verified. */
            email_verified: boolean;
            /** @description Whether the account can sign in with a password. */
            has_password: boolean;
            /** @description Whether TOTP is enabled. */
            mfa_enabled: boolean;
            /** @description The terms version the account accepted most recently; null when it accepted none. Compare with `terms_version` of the auth configuration to know whether the current terms still need accepting. */
            accepted_terms_version: string | null;
            /** @description Why a request to erase this account (POST /api/v1/me/account/erasure-request) would be refused before it starts: the error code it would answer (ERASURE-005: the initial administrator cannot be erased), or null when nothing known in advance stands in the way. */
            erasure_refused: components["schemas"]["ErasureRefusal"] | null;
            /**
             * Format: date-time
             * @description When the account was created.
             */
            created_at: string;
        };
        /**
         * UserResponse
         * @description The signed-in user, wrapped in `user`.
         * @example {
         *       "user": {
         *         "id": "example",
         *         "email": "ada@example.com",
         *         "name": "Ada Lovelace",
         *         "role": "admin",
         *         "current_workspace_id": "00000000-0000-4000-8000-000000000001",
         *         "timezone": "Europe/Berlin",
         *         "locale": "de-DE",
         *         "email_verified": true,
         *         "mfa_enabled": true
         *       }
         *     }
         */
        UserResponse: {
            user: components["schemas"]["User"];
        };
        /**
         * ValidationError
         * @description One validation failure: where it happened, what is wrong and a machine-readable type.
         */
        ValidationError: {
            /**
             * @description Location of the failing value: first element is `body`, `query`, `path` or `header`, followed by property names or array indexes.
             * @example [
             *       "body",
             *       "importance"
             *     ]
             */
            loc: (string | number)[];
            /**
             * @description Human-readable message.
             * @example must be <= 1
             */
            msg: string;
            /**
             * @description Machine-readable failure type (the JSON Schema keyword that failed, or a domain rule such as `password_policy`).
             * @example maximum
             */
            type: string;
            /** @description Optional context of the failure (for example the limit that was exceeded). */
            ctx?: {
                [key: string]: unknown;
            };
        };
    };
    responses: {
        /** @description The request is malformed (for example invalid JSON, code `REQUEST-002`, or a path parameter or query string that is not valid percent-encoded UTF-8, code `REQUEST-009`) or a domain precondition failed. */
        BadRequest: {
            headers: {
                "X-Request-ID": components["headers"]["XRequestId"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorResponse"];
            };
        };
        /** @description The request conflicts with the current state of the resource. */
        Conflict: {
            headers: {
                "X-Request-ID": components["headers"]["XRequestId"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorResponse"];
            };
        };
        /** @description The caller is authenticated but not allowed to do this: for example an API key on a session-only endpoint (`AUTH-002`), an OAuth token without the required scope, or a write authenticated by the session cookie without the matching `X-CSRF-Token` header (`AUTH-050`). */
        Forbidden: {
            headers: {
                "X-Request-ID": components["headers"]["XRequestId"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorResponse"];
            };
        };
        /** @description HTML error page explaining what is wrong with the request. Nothing is sent to the client's redirect URI. */
        HtmlErrorPage: {
            headers: {
                "X-Request-ID": components["headers"]["XRequestId"];
                [name: string]: unknown;
            };
            content: {
                "text/html": string;
            };
        };
        /** @description An HTML page. */
        HtmlPage: {
            headers: {
                "X-Request-ID": components["headers"]["XRequestId"];
                [name: string]: unknown;
            };
            content: {
                "text/html": string;
            };
        };
        /** @description Internal error or missing server configuration (`SYSTEM-001`). */
        InternalError: {
            headers: {
                "X-Request-ID": components["headers"]["XRequestId"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorResponse"];
            };
        };
        /** @description On `/mcp`: the `Origin` is not allowed (JSON-RPC error body), or the token lacks the scope needed (ErrorResponse). */
        McpForbidden: {
            headers: {
                "X-Request-ID": components["headers"]["XRequestId"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["JsonRpcResponse"] | components["schemas"]["ErrorResponse"];
            };
        };
        /** @description The resource does not exist or is not visible to the caller. */
        NotFound: {
            headers: {
                "X-Request-ID": components["headers"]["XRequestId"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorResponse"];
            };
        };
        /** @description Any status not listed for the operation, including 501 not implemented (`SYSTEM-002`), answers with an ErrorResponse body. */
        NotImplemented: {
            headers: {
                "X-Request-ID": components["headers"]["XRequestId"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorResponse"];
            };
        };
        /** @description OAuth protocol error (RFC 6749 section 5.2), for example `invalid_request`, `invalid_client`, `invalid_grant`, `unauthorized_client`, `unsupported_grant_type`, `invalid_scope`, `invalid_target` (RFC 8707). */
        OAuthBadRequest: {
            headers: {
                "X-Request-ID": components["headers"]["XRequestId"];
                "Cache-Control": components["headers"]["CacheControlNoStore"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["OAuthErrorResponse"];
            };
        };
        /** @description The request body exceeds the size limit; error `invalid_request`. */
        OAuthPayloadTooLarge: {
            headers: {
                "X-Request-ID": components["headers"]["XRequestId"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["OAuthErrorResponse"];
            };
        };
        /** @description The server could not complete the request; error `server_error`. */
        OAuthServerError: {
            headers: {
                "X-Request-ID": components["headers"]["XRequestId"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["OAuthErrorResponse"];
            };
        };
        /** @description Rate limit exceeded; RFC 6749 section 5.2 shape with error `slow_down` and `Retry-After`. */
        OAuthTooManyRequests: {
            headers: {
                "X-Request-ID": components["headers"]["XRequestId"];
                "Retry-After": components["headers"]["RetryAfter"];
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "error": "slow_down",
                 *       "error_description": "Too many requests; retry later."
                 *     }
                 */
                "application/json": components["schemas"]["OAuthErrorResponse"];
            };
        };
        /** @description Client authentication failed (`invalid_client`). When the client authenticated with the Authorization header the answer carries `WWW-Authenticate: Basic` (RFC 6749 section 5.2). */
        OAuthUnauthorized: {
            headers: {
                "X-Request-ID": components["headers"]["XRequestId"];
                "WWW-Authenticate": components["headers"]["WWWAuthenticate"];
                "Cache-Control": components["headers"]["CacheControlNoStore"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["OAuthErrorResponse"];
            };
        };
        /** @description The request body exceeds the size limit (`REQUEST-004`). */
        PayloadTooLarge: {
            headers: {
                "X-Request-ID": components["headers"]["XRequestId"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorResponse"];
            };
        };
        /** @description Redirect (303 See Other) to the URL in `Location`. */
        SeeOther: {
            headers: {
                "X-Request-ID": components["headers"]["XRequestId"];
                Location: components["headers"]["Location"];
                [name: string]: unknown;
            };
            content?: never;
        };
        /** @description A dependency is unavailable: the database (`DATABASE-001`, with `Retry-After`; the request was not acknowledged and can be sent again), email delivery or another provider (`SYSTEM-003` or a domain code). */
        ServiceUnavailable: {
            headers: {
                "Retry-After": components["headers"]["RetryAfter"];
                "X-Request-ID": components["headers"]["XRequestId"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorResponse"];
            };
        };
        /** @description Rate limit exceeded (`RATE-001`). Retry after the number of seconds in `Retry-After`. */
        TooManyRequests: {
            headers: {
                "X-Request-ID": components["headers"]["XRequestId"];
                "Retry-After": components["headers"]["RetryAfter"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorResponse"];
            };
        };
        /** @description Authentication is required or the supplied credentials are invalid or revoked (`AUTH-001`, `AUTH-003`), or an OAuth access token was issued for another resource (`AUTH-005`, RFC 8707 audience: a token for /mcp at the REST API). */
        Unauthorized: {
            headers: {
                "X-Request-ID": components["headers"]["XRequestId"];
                "WWW-Authenticate": components["headers"]["WWWAuthenticate"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorResponse"];
            };
        };
        /** @description The request body has an unsupported Content-Type (`REQUEST-003`). */
        UnsupportedMediaType: {
            headers: {
                "X-Request-ID": components["headers"]["XRequestId"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorResponse"];
            };
        };
        /** @description The request failed validation (`REQUEST-001`, or a domain code for semantic checks), including text that cannot be stored: a NUL character or a lone surrogate in a parameter or in any string of the body (`value_error.unstorable_text`, `loc` names the field). */
        ValidationFailed: {
            headers: {
                "X-Request-ID": components["headers"]["XRequestId"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["HTTPValidationError"];
            };
        };
    };
    parameters: {
        /** @description OAuth client identifier. */
        ClientIdPath: string;
        /** @description Opaque `next_cursor` value from the previous page. Omit for the first page. */
        Cursor: string;
        /** @description User whose interaction pattern is requested. */
        GraphUserIdPath: string;
        /** @description Id of the last SSE event received; the server replays later events of that stream when it still has them. */
        LastEventIdHeader: string;
        /** @description Maximum number of items on the page (1 to 200, default 50). */
        Limit: number;
        /** @description MCP protocol revision negotiated at initialization (for example `2025-06-18`). When absent the server assumes `2025-03-26`; an unsupported value gives 400. */
        McpProtocolVersionHeader: string;
        /** @description Session identifier returned by the server on `initialize`. Required on every request after initialization. */
        McpSessionIdHeader: string;
        /**
         * @description MCP tool groups this session offers, comma-separated (some of memory, web, video, coding, vcs, multimodal, other, local; or `all`). Read on `initialize` only: the session keeps the choice it made then. Without it the session offers every group the server (MCP_TOOL_GROUPS) and the API key or OAuth grant allow; a group outside them answers 400 with JSON-RPC `-32602` and `MCP-025`, naming the groups to choose from.
         * @example memory,coding
         */
        McpToolsQuery: string;
        /** @description Memory key, percent-encoded (1 to 256 characters after decoding, no control characters). */
        MemoryKeyPath: string;
        /** @description Graph node to start from. A memory key prefixed with `memory:` is also accepted. */
        NodeIdPath: string;
        /** @description Same-origin relative path to continue at after sign-in (for example `/dashboard`). Absolute or protocol-relative URLs are refused (open-redirect protection). */
        ReturnTo: string;
        /** @description Agent namespace of the memories (`global` is shared by all agents of the user). Default `global`. */
        XAgentName: components["schemas"]["AgentName"];
        /** @description Selects the context (container of memories) the call reads or writes. Without it the caller's default context is used: a browser session's is the account's private context, an OAuth token's is its grant's default context (else the account's private context), an API key's is the context it was created for, and an anonymous loopback caller's is the local context. A browser session or OAuth token may name any context the account can read (as listed by `GET /api/v1/me/contexts`); writes need the editor or owner role there (403 `MEMORY-003` for a viewer) and OAuth tokens still need the matching scope. An API key and an anonymous caller may only name their own context. Any other id, whether it exists or not, answers 404 `MEMORY-005`. */
        XContextId: string;
        /** @description The value of the `svc_csrf` cookie. Required on this write when it is authenticated by the browser session cookie (no bearer token): without it, or with another value, the answer is 403 `AUTH-050` before the request is validated. Calls with an API key or an OAuth token do not send it (see the `sessionCookie` scheme). */
        XCsrfToken: string;
        /** @description Selects the user whose memory is accessed. Default `default_user`. When the request is authenticated with an API key or OAuth token bound to a user, that user is used and a different value is refused with 403. */
        XUserId: components["schemas"]["UserId"];
    };
    requestBodies: never;
    headers: {
        /** @description Always `no-store`; responses carrying credentials must not be cached (RFC 6749 section 5.1). */
        CacheControlNoStore: "no-store";
        /** @description Target of the redirect or URL of the created resource. */
        Location: string;
        /** @description Session identifier assigned by the server in the response to `initialize`; the client sends it on every later request. */
        McpSessionId: string;
        /** @description Always `no-cache`, for HTTP/1.0 caches (RFC 6749 section 5.1). */
        PragmaNoCache: "no-cache";
        /**
         * @description Seconds to wait before retrying (RFC 9110 section 10.2.3).
         * @example 60
         */
        RetryAfter: number;
        /**
         * @description Sets or clears the browser session cookie `svc_session` (HttpOnly; Secure; SameSite=Lax; Path=/). Clearing uses `Max-Age=0`.
         * @example svc_session=abc; Path=/; HttpOnly; Secure; SameSite=Lax
         */
        SetSessionCookie: string;
        /**
         * @description Authentication challenge. On `/mcp` it is `Bearer resource_metadata="{base_url}/.well-known/oauth-protected-resource/mcp"` (RFC 9728 section 5.1) so MCP clients can discover the authorization server.
         * @example Bearer resource_metadata="http://127.0.0.1:8080/.well-known/oauth-protected-resource/mcp"
         */
        WWWAuthenticate: string;
        /**
         * @description Identifier of this request, on every response: the request's own `X-Request-ID` when it sent a sane one (1 to 128 characters of letters, digits, `_`, `.`, `:` and `-`), else a new UUID. Error bodies carry the same value as `request_id`, and the server's log lines name it.
         * @example 3f2b6c1e-8d4a-4c7b-9e2f-5a1d0c6b7e84
         */
        XRequestId: string;
    };
    pathItems: never;
}
export type SchemaAccountSwitchRequest = components['schemas']['AccountSwitchRequest'];
export type SchemaAdminUser = components['schemas']['AdminUser'];
export type SchemaAdminUserListResponse = components['schemas']['AdminUserListResponse'];
export type SchemaAgentName = components['schemas']['AgentName'];
export type SchemaApiKeyCreateRequest = components['schemas']['ApiKeyCreateRequest'];
export type SchemaApiKeyCreatedResponse = components['schemas']['ApiKeyCreatedResponse'];
export type SchemaApiRoot = components['schemas']['ApiRoot'];
export type SchemaAuditEvent = components['schemas']['AuditEvent'];
export type SchemaAuditEventsResponse = components['schemas']['AuditEventsResponse'];
export type SchemaAuthConfigResponse = components['schemas']['AuthConfigResponse'];
export type SchemaAuthProvider = components['schemas']['AuthProvider'];
export type SchemaAuthenticatorAttachment = components['schemas']['AuthenticatorAttachment'];
export type SchemaAuthorizationConsentDecision = components['schemas']['AuthorizationConsentDecision'];
export type SchemaAuthorizationServerMetadata = components['schemas']['AuthorizationServerMetadata'];
export type SchemaAuthorizationUrlResponse = components['schemas']['AuthorizationUrlResponse'];
export type SchemaBrowserSessionResponse = components['schemas']['BrowserSessionResponse'];
export type SchemaContextKind = components['schemas']['ContextKind'];
export type SchemaDeviceAuthorizationRequest = components['schemas']['DeviceAuthorizationRequest'];
export type SchemaDeviceAuthorizationResponse = components['schemas']['DeviceAuthorizationResponse'];
export type SchemaDeviceVerificationForm = components['schemas']['DeviceVerificationForm'];
export type SchemaDynamicClientRegistrationRequest = components['schemas']['DynamicClientRegistrationRequest'];
export type SchemaErasureConfirmProvider = components['schemas']['ErasureConfirmProvider'];
export type SchemaErasureConfirmRequest = components['schemas']['ErasureConfirmRequest'];
export type SchemaErasureProviderConfirmRequest = components['schemas']['ErasureProviderConfirmRequest'];
export type SchemaErasureRefusal = components['schemas']['ErasureRefusal'];
export type SchemaErasureRequestCreateResponse = components['schemas']['ErasureRequestCreateResponse'];
export type SchemaErasureRequestStateResponse = components['schemas']['ErasureRequestStateResponse'];
export type SchemaErasureState = components['schemas']['ErasureState'];
export type SchemaErrorResponse = components['schemas']['ErrorResponse'];
export type SchemaFeedbackByKeyRequest = components['schemas']['FeedbackByKeyRequest'];
export type SchemaFeedbackByNodeRequest = components['schemas']['FeedbackByNodeRequest'];
export type SchemaFeedbackRequest = components['schemas']['FeedbackRequest'];
export type SchemaFeedbackResponse = components['schemas']['FeedbackResponse'];
export type SchemaGraphNodeType = components['schemas']['GraphNodeType'];
export type SchemaHttpValidationError = components['schemas']['HTTPValidationError'];
export type SchemaHealthDependency = components['schemas']['HealthDependency'];
export type SchemaHealthResponse = components['schemas']['HealthResponse'];
export type SchemaIdentityLinkStatusResponse = components['schemas']['IdentityLinkStatusResponse'];
export type SchemaIdentityLinkTarget = components['schemas']['IdentityLinkTarget'];
export type SchemaIdentityLinkedAccount = components['schemas']['IdentityLinkedAccount'];
export type SchemaIdentityLinksResponse = components['schemas']['IdentityLinksResponse'];
export type SchemaImportance = components['schemas']['Importance'];
export type SchemaInteractionCreate = components['schemas']['InteractionCreate'];
export type SchemaInteractionResponse = components['schemas']['InteractionResponse'];
export type SchemaInvitation = components['schemas']['Invitation'];
export type SchemaInvitationAcceptRequest = components['schemas']['InvitationAcceptRequest'];
export type SchemaInvitationAcceptWithPasskeyRequest = components['schemas']['InvitationAcceptWithPasskeyRequest'];
export type SchemaInvitationAcceptWithPasswordRequest = components['schemas']['InvitationAcceptWithPasswordRequest'];
export type SchemaInvitationCheckRequest = components['schemas']['InvitationCheckRequest'];
export type SchemaInvitationCreateRequest = components['schemas']['InvitationCreateRequest'];
export type SchemaInvitationCreatedResponse = components['schemas']['InvitationCreatedResponse'];
export type SchemaInvitationDetails = components['schemas']['InvitationDetails'];
export type SchemaInvitationListResponse = components['schemas']['InvitationListResponse'];
export type SchemaInvitationPasskeyOptionsRequest = components['schemas']['InvitationPasskeyOptionsRequest'];
export type SchemaInvitationStatus = components['schemas']['InvitationStatus'];
export type SchemaInvitationToken = components['schemas']['InvitationToken'];
export type SchemaJsonRpcBatch = components['schemas']['JsonRpcBatch'];
export type SchemaJsonRpcError = components['schemas']['JsonRpcError'];
export type SchemaJsonRpcErrorResponse = components['schemas']['JsonRpcErrorResponse'];
export type SchemaJsonRpcId = components['schemas']['JsonRpcId'];
export type SchemaJsonRpcMessage = components['schemas']['JsonRpcMessage'];
export type SchemaJsonRpcParams = components['schemas']['JsonRpcParams'];
export type SchemaJsonRpcRequest = components['schemas']['JsonRpcRequest'];
export type SchemaJsonRpcResponse = components['schemas']['JsonRpcResponse'];
export type SchemaJsonRpcResultResponse = components['schemas']['JsonRpcResultResponse'];
export type SchemaLearnedFact = components['schemas']['LearnedFact'];
export type SchemaLearnedFactKind = components['schemas']['LearnedFactKind'];
export type SchemaLearnedFactList = components['schemas']['LearnedFactList'];
export type SchemaLearnedFactSummary = components['schemas']['LearnedFactSummary'];
export type SchemaLearnedFactUpdate = components['schemas']['LearnedFactUpdate'];
export type SchemaLearningSettings = components['schemas']['LearningSettings'];
export type SchemaLearningSettingsUpdate = components['schemas']['LearningSettingsUpdate'];
export type SchemaLearningTrajectoryEntry = components['schemas']['LearningTrajectoryEntry'];
export type SchemaLinkProviderRequest = components['schemas']['LinkProviderRequest'];
export type SchemaLinkedProvider = components['schemas']['LinkedProvider'];
export type SchemaLoginCompleted = components['schemas']['LoginCompleted'];
export type SchemaLoginMfaRequired = components['schemas']['LoginMfaRequired'];
export type SchemaLoginResponse = components['schemas']['LoginResponse'];
export type SchemaLogoutResult = components['schemas']['LogoutResult'];
export type SchemaMcpToolChoiceCost = components['schemas']['McpToolChoiceCost'];
export type SchemaMcpToolGroupCosts = components['schemas']['McpToolGroupCosts'];
export type SchemaMcpToolGroupName = components['schemas']['McpToolGroupName'];
export type SchemaMemoryContext = components['schemas']['MemoryContext'];
export type SchemaMemoryCreate = components['schemas']['MemoryCreate'];
export type SchemaMemoryDuplicate = components['schemas']['MemoryDuplicate'];
export type SchemaMemoryExportFeedback = components['schemas']['MemoryExportFeedback'];
export type SchemaMemoryExportRecord = components['schemas']['MemoryExportRecord'];
export type SchemaMemoryExportResponse = components['schemas']['MemoryExportResponse'];
export type SchemaMemoryHistoryResponse = components['schemas']['MemoryHistoryResponse'];
export type SchemaMemoryImportDocument = components['schemas']['MemoryImportDocument'];
export type SchemaMemoryImportReport = components['schemas']['MemoryImportReport'];
export type SchemaMemoryKey = components['schemas']['MemoryKey'];
export type SchemaMemoryListResponse = components['schemas']['MemoryListResponse'];
export type SchemaMemoryMetadata = components['schemas']['MemoryMetadata'];
export type SchemaMemoryNamespaceListResponse = components['schemas']['MemoryNamespaceListResponse'];
export type SchemaMemoryResponse = components['schemas']['MemoryResponse'];
export type SchemaMemoryScope = components['schemas']['MemoryScope'];
export type SchemaMemoryTags = components['schemas']['MemoryTags'];
export type SchemaMemoryUpdate = components['schemas']['MemoryUpdate'];
export type SchemaMemoryValue = components['schemas']['MemoryValue'];
export type SchemaMemoryVersion = components['schemas']['MemoryVersion'];
export type SchemaMetricsResponse = components['schemas']['MetricsResponse'];
export type SchemaMfaRecoveryCodeVerifyRequest = components['schemas']['MfaRecoveryCodeVerifyRequest'];
export type SchemaMfaTotpVerifyRequest = components['schemas']['MfaTotpVerifyRequest'];
export type SchemaMfaVerifyRequest = components['schemas']['MfaVerifyRequest'];
export type SchemaMyApiKey = components['schemas']['MyApiKey'];
export type SchemaMyApiKeysResponse = components['schemas']['MyApiKeysResponse'];
export type SchemaMyContext = components['schemas']['MyContext'];
export type SchemaMyContextsResponse = components['schemas']['MyContextsResponse'];
export type SchemaMySession = components['schemas']['MySession'];
export type SchemaMySessionsResponse = components['schemas']['MySessionsResponse'];
export type SchemaNamespaceCounts = components['schemas']['NamespaceCounts'];
export type SchemaNamespaceEraseRequest = components['schemas']['NamespaceEraseRequest'];
export type SchemaNamespaceEraseResponse = components['schemas']['NamespaceEraseResponse'];
export type SchemaOAuth2ClientCreateRequest = components['schemas']['OAuth2ClientCreateRequest'];
export type SchemaOAuth2ClientHideResponse = components['schemas']['OAuth2ClientHideResponse'];
export type SchemaOAuth2ClientResponse = components['schemas']['OAuth2ClientResponse'];
export type SchemaOAuth2ClientUpdateRequest = components['schemas']['OAuth2ClientUpdateRequest'];
export type SchemaOAuth2ClientWithSecretResponse = components['schemas']['OAuth2ClientWithSecretResponse'];
export type SchemaOAuth2ProviderResponse = components['schemas']['OAuth2ProviderResponse'];
export type SchemaOAuthErrorResponse = components['schemas']['OAuthErrorResponse'];
export type SchemaOAuthGrantDefaultContextUpdate = components['schemas']['OAuthGrantDefaultContextUpdate'];
export type SchemaOAuthGrantResponse = components['schemas']['OAuthGrantResponse'];
export type SchemaOAuthGrantToolGroupsUpdate = components['schemas']['OAuthGrantToolGroupsUpdate'];
export type SchemaOAuthRefreshStart = components['schemas']['OAuthRefreshStart'];
export type SchemaPasskey = components['schemas']['Passkey'];
export type SchemaPasskeyAuthenticationCredential = components['schemas']['PasskeyAuthenticationCredential'];
export type SchemaPasskeyCreatedResponse = components['schemas']['PasskeyCreatedResponse'];
export type SchemaPasskeyListResponse = components['schemas']['PasskeyListResponse'];
export type SchemaPasskeyName = components['schemas']['PasskeyName'];
export type SchemaPasskeyRegistrationCredential = components['schemas']['PasskeyRegistrationCredential'];
export type SchemaPasskeyRegistrationOptionsRequest = components['schemas']['PasskeyRegistrationOptionsRequest'];
export type SchemaPasskeyRegistrationOptionsResponse = components['schemas']['PasskeyRegistrationOptionsResponse'];
export type SchemaPasskeyRegistrationRequest = components['schemas']['PasskeyRegistrationRequest'];
export type SchemaPasskeyRemoveRequest = components['schemas']['PasskeyRemoveRequest'];
export type SchemaPasskeyRenameRequest = components['schemas']['PasskeyRenameRequest'];
export type SchemaPasskeySignInOptionsRequest = components['schemas']['PasskeySignInOptionsRequest'];
export type SchemaPasskeySignInOptionsResponse = components['schemas']['PasskeySignInOptionsResponse'];
export type SchemaPasskeySignInRequest = components['schemas']['PasskeySignInRequest'];
export type SchemaPasswordChangeBody = components['schemas']['PasswordChangeBody'];
export type SchemaPasswordEmailAcceptedResponse = components['schemas']['PasswordEmailAcceptedResponse'];
export type SchemaPasswordLinkBody = components['schemas']['PasswordLinkBody'];
export type SchemaPasswordLoginRequest = components['schemas']['PasswordLoginRequest'];
export type SchemaPasswordPolicy = components['schemas']['PasswordPolicy'];
export type SchemaPasswordRemoveBody = components['schemas']['PasswordRemoveBody'];
export type SchemaPasswordResetRequestBody = components['schemas']['PasswordResetRequestBody'];
export type SchemaPasswordSetupRequestedResponse = components['schemas']['PasswordSetupRequestedResponse'];
export type SchemaProtectedResourceMetadata = components['schemas']['ProtectedResourceMetadata'];
export type SchemaProvidersListResponse = components['schemas']['ProvidersListResponse'];
export type SchemaProvidersResponse = components['schemas']['ProvidersResponse'];
export type SchemaRecallRequest = components['schemas']['RecallRequest'];
export type SchemaRecallResponse = components['schemas']['RecallResponse'];
export type SchemaRecallResult = components['schemas']['RecallResult'];
export type SchemaRecoveryCodesRegenerateRequest = components['schemas']['RecoveryCodesRegenerateRequest'];
export type SchemaRecoveryCodesResponse = components['schemas']['RecoveryCodesResponse'];
export type SchemaRefreshOAuthRequest = components['schemas']['RefreshOAuthRequest'];
export type SchemaRelatedNode = components['schemas']['RelatedNode'];
export type SchemaRelatedNodesResponse = components['schemas']['RelatedNodesResponse'];
export type SchemaRevocationRequest = components['schemas']['RevocationRequest'];
export type SchemaRevokedSessionsResponse = components['schemas']['RevokedSessionsResponse'];
export type SchemaSearchResponse = components['schemas']['SearchResponse'];
export type SchemaSearchResult = components['schemas']['SearchResult'];
export type SchemaSessionAccount = components['schemas']['SessionAccount'];
export type SchemaSessionAccountsResponse = components['schemas']['SessionAccountsResponse'];
export type SchemaStatusOkResponse = components['schemas']['StatusOkResponse'];
export type SchemaTermsAcceptanceRequest = components['schemas']['TermsAcceptanceRequest'];
export type SchemaTermsAcceptanceResponse = components['schemas']['TermsAcceptanceResponse'];
export type SchemaTokenRequest = components['schemas']['TokenRequest'];
export type SchemaTokenResponse = components['schemas']['TokenResponse'];
export type SchemaTotpConfirmRequest = components['schemas']['TotpConfirmRequest'];
export type SchemaTotpDisableRequest = components['schemas']['TotpDisableRequest'];
export type SchemaTotpEnrolmentConfirmResponse = components['schemas']['TotpEnrolmentConfirmResponse'];
export type SchemaTotpEnrolmentStartResponse = components['schemas']['TotpEnrolmentStartResponse'];
export type SchemaUnlinkProviderRequest = components['schemas']['UnlinkProviderRequest'];
export type SchemaUpdateUserProfileRequest = components['schemas']['UpdateUserProfileRequest'];
export type SchemaUser = components['schemas']['User'];
export type SchemaUserId = components['schemas']['UserId'];
export type SchemaUserPattern = components['schemas']['UserPattern'];
export type SchemaUserProfileResponse = components['schemas']['UserProfileResponse'];
export type SchemaUserResponse = components['schemas']['UserResponse'];
export type SchemaValidationError = components['schemas']['ValidationError'];
export type ResponseBadRequest = components['responses']['BadRequest'];
export type ResponseConflict = components['responses']['Conflict'];
export type ResponseForbidden = components['responses']['Forbidden'];
export type ResponseHtmlErrorPage = components['responses']['HtmlErrorPage'];
export type ResponseHtmlPage = components['responses']['HtmlPage'];
export type ResponseInternalError = components['responses']['InternalError'];
export type ResponseMcpForbidden = components['responses']['McpForbidden'];
export type ResponseNotFound = components['responses']['NotFound'];
export type ResponseNotImplemented = components['responses']['NotImplemented'];
export type ResponseOAuthBadRequest = components['responses']['OAuthBadRequest'];
export type ResponseOAuthPayloadTooLarge = components['responses']['OAuthPayloadTooLarge'];
export type ResponseOAuthServerError = components['responses']['OAuthServerError'];
export type ResponseOAuthTooManyRequests = components['responses']['OAuthTooManyRequests'];
export type ResponseOAuthUnauthorized = components['responses']['OAuthUnauthorized'];
export type ResponsePayloadTooLarge = components['responses']['PayloadTooLarge'];
export type ResponseSeeOther = components['responses']['SeeOther'];
export type ResponseServiceUnavailable = components['responses']['ServiceUnavailable'];
export type ResponseTooManyRequests = components['responses']['TooManyRequests'];
export type ResponseUnauthorized = components['responses']['Unauthorized'];
export type ResponseUnsupportedMediaType = components['responses']['UnsupportedMediaType'];
export type ResponseValidationFailed = components['responses']['ValidationFailed'];
export type ParameterClientIdPath = components['parameters']['ClientIdPath'];
export type ParameterCursor = components['parameters']['Cursor'];
export type ParameterGraphUserIdPath = components['parameters']['GraphUserIdPath'];
export type ParameterLastEventIdHeader = components['parameters']['LastEventIdHeader'];
export type ParameterLimit = components['parameters']['Limit'];
export type ParameterMcpProtocolVersionHeader = components['parameters']['McpProtocolVersionHeader'];
export type ParameterMcpSessionIdHeader = components['parameters']['McpSessionIdHeader'];
export type ParameterMcpToolsQuery = components['parameters']['McpToolsQuery'];
export type ParameterMemoryKeyPath = components['parameters']['MemoryKeyPath'];
export type ParameterNodeIdPath = components['parameters']['NodeIdPath'];
export type ParameterReturnTo = components['parameters']['ReturnTo'];
export type ParameterXAgentName = components['parameters']['XAgentName'];
export type ParameterXContextId = components['parameters']['XContextId'];
export type ParameterXCsrfToken = components['parameters']['XCsrfToken'];
export type ParameterXUserId = components['parameters']['XUserId'];
export type HeaderCacheControlNoStore = components['headers']['CacheControlNoStore'];
export type HeaderLocation = components['headers']['Location'];
export type HeaderMcpSessionId = components['headers']['McpSessionId'];
export type HeaderPragmaNoCache = components['headers']['PragmaNoCache'];
export type HeaderRetryAfter = components['headers']['RetryAfter'];
export type HeaderSetSessionCookie = components['headers']['SetSessionCookie'];
export type HeaderWwwAuthenticate = components['headers']['WWWAuthenticate'];
export type HeaderXRequestId = components['headers']['XRequestId'];
export type $defs = Record<string, never>;
export interface operations {
    listMemories: {
        parameters: {
            query?: {
                /** @description Only memories of this scope. */
                scope?: components["schemas"]["MemoryScope"];
                /** @description Only memories carrying this tag; repeat for several (all must match). */
                tag?: string[];
                /** @description Agent namespace to list; overrides the `X-Agent-Name` header. */
                agent_name?: string;
                /** @description Maximum number of items on the page (1 to 200, default 50). */
                limit?: components["parameters"]["Limit"];
                /** @description Opaque `next_cursor` value from the previous page. Omit for the first page. */
                cursor?: components["parameters"]["Cursor"];
            };
            header?: {
                /** @description Selects the context (container of memories) the call reads or writes. Without it the caller's default context is used: a browser session's is the account's private context, an OAuth token's is its grant's default context (else the account's private context), an API key's is the context it was created for, and an anonymous loopback caller's is the local context. A browser session or OAuth token may name any context the account can read (as listed by `GET /api/v1/me/contexts`); writes need the editor or owner role there (403 `MEMORY-003` for a viewer) and OAuth tokens still need the matching scope. An API key and an anonymous caller may only name their own context. Any other id, whether it exists or not, answers 404 `MEMORY-005`. */
                "X-Context-ID"?: components["parameters"]["XContextId"];
                /** @description Selects the user whose memory is accessed. Default `default_user`. When the request is authenticated with an API key or OAuth token bound to a user, that user is used and a different value is refused with 403. */
                "X-User-ID"?: components["parameters"]["XUserId"];
                /** @description Agent namespace of the memories (`global` is shared by all agents of the user). Default `global`. */
                "X-Agent-Name"?: components["parameters"]["XAgentName"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of memories. */
            200: {
                headers: {
                    "X-Request-ID": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MemoryListResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationFailed"];
            default: components["responses"]["NotImplemented"];
        };
    };
    createMemory: {
        parameters: {
            query?: never;
            header?: {
                /** @description The value of the `svc_csrf` cookie. Required on this write when it is authenticated by the browser session cookie (no bearer token): without it, or with another value, the answer is 403 `AUTH-050` before the request is validated. Calls with an API key or an OAuth token do not send it (see the `sessionCookie` scheme). */
                "X-CSRF-Token"?: components["parameters"]["XCsrfToken"];
                /** @description Selects the context (container of memories) the call reads or writes. Without it the caller's default context is used: a browser session's is the account's private context, an OAuth token's is its grant's default context (else the account's private context), an API key's is the context it was created for, and an anonymous loopback caller's is the local context. A browser session or OAuth token may name any context the account can read (as listed by `GET /api/v1/me/contexts`); writes need the editor or owner role there (403 `MEMORY-003` for a viewer) and OAuth tokens still need the matching scope. An API key and an anonymous caller may only name their own context. Any other id, whether it exists or not, answers 404 `MEMORY-005`. */
                "X-Context-ID"?: components["parameters"]["XContextId"];
                /** @description Selects the user whose memory is accessed. Default `default_user`. When the request is authenticated with an API key or OAuth token bound to a user, that user is used and a different value is refused with 403. */
                "X-User-ID"?: components["parameters"]["XUserId"];
                /** @description Agent namespace of the memories (`global` is shared by all agents of the user). Default `global`. */
                "X-Agent-Name"?: components["parameters"]["XAgentName"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "key": "user.preferences.language",
                 *       "value": "The user prefers answers in German.",
                 *       "scope": "persistent",
                 *       "tags": [
                 *         "preferences"
                 *       ],
                 *       "importance": 0.8
                 *     }
                 */
                "application/json": components["schemas"]["MemoryCreate"];
            };
        };
        responses: {
            /** @description A memory with this key existed and was replaced. */
            200: {
                headers: {
                    "X-Request-ID": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MemoryResponse"];
                };
            };
            /** @description The memory was created. */
            201: {
                headers: {
                    "X-Request-ID": components["headers"]["XRequestId"];
                    Location: components["headers"]["Location"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "0b8f6c1e-4d7a-4a51-9a43-3f0d2b7c9e11",
                     *       "context_id": "00000000-0000-4000-8000-000000000001",
                     *       "key": "user.preferences.language",
                     *       "value": "The user prefers answers in German.",
                     *       "scope": "persistent",
                     *       "tags": [
                     *         "preferences"
                     *       ],
                     *       "importance": 0.8,
                     *       "metadata": {},
                     *       "user_id": "default_user",
                     *       "agent_name": "global",
                     *       "created_at": "2025-01-15T09:30:00Z",
                     *       "updated_at": "2025-01-15T09:30:00Z",
                     *       "expires_at": null,
                     *       "context": {
                     *         "id": "00000000-0000-4000-8000-000000000001",
                     *         "name": "Local",
                     *         "kind": "local"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["MemoryResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationFailed"];
            default: components["responses"]["NotImplemented"];
        };
    };
    getMemory: {
        parameters: {
            query?: never;
            header?: {
                /** @description Selects the context (container of memories) the call reads or writes. Without it the caller's default context is used: a browser session's is the account's private context, an OAuth token's is its grant's default context (else the account's private context), an API key's is the context it was created for, and an anonymous loopback caller's is the local context. A browser session or OAuth token may name any context the account can read (as listed by `GET /api/v1/me/contexts`); writes need the editor or owner role there (403 `MEMORY-003` for a viewer) and OAuth tokens still need the matching scope. An API key and an anonymous caller may only name their own context. Any other id, whether it exists or not, answers 404 `MEMORY-005`. */
                "X-Context-ID"?: components["parameters"]["XContextId"];
                /** @description Selects the user whose memory is accessed. Default `default_user`. When the request is authenticated with an API key or OAuth token bound to a user, that user is used and a different value is refused with 403. */
                "X-User-ID"?: components["parameters"]["XUserId"];
                /** @description Agent namespace of the memories (`global` is shared by all agents of the user). Default `global`. */
                "X-Agent-Name"?: components["parameters"]["XAgentName"];
            };
            path: {
                /** @description Memory key, percent-encoded (1 to 256 characters after decoding, no control characters). */
                key: components["parameters"]["MemoryKeyPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The memory. */
            200: {
                headers: {
                    "X-Request-ID": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MemoryResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationFailed"];
            default: components["responses"]["NotImplemented"];
        };
    };
    updateMemory: {
        parameters: {
            query?: never;
            header?: {
                /** @description Selects the context (container of memories) the call reads or writes. Without it the caller's default context is used: a browser session's is the account's private context, an OAuth token's is its grant's default context (else the account's private context), an API key's is the context it was created for, and an anonymous loopback caller's is the local context. A browser session or OAuth token may name any context the account can read (as listed by `GET /api/v1/me/contexts`); writes need the editor or owner role there (403 `MEMORY-003` for a viewer) and OAuth tokens still need the matching scope. An API key and an anonymous caller may only name their own context. Any other id, whether it exists or not, answers 404 `MEMORY-005`. */
                "X-Context-ID"?: components["parameters"]["XContextId"];
                /** @description Selects the user whose memory is accessed. Default `default_user`. When the request is authenticated with an API key or OAuth token bound to a user, that user is used and a different value is refused with 403. */
                "X-User-ID"?: components["parameters"]["XUserId"];
                /** @description Agent namespace of the memories (`global` is shared by all agents of the user). Default `global`. */
                "X-Agent-Name"?: components["parameters"]["XAgentName"];
                /** @description The value of the `svc_csrf` cookie. Required on this write when it is authenticated by the browser session cookie (no bearer token): without it, or with another value, the answer is 403 `AUTH-050` before the request is validated. Calls with an API key or an OAuth token do not send it (see the `sessionCookie` scheme). */
                "X-CSRF-Token"?: components["parameters"]["XCsrfToken"];
            };
            path: {
                /** @description Memory key, percent-encoded (1 to 256 characters after decoding, no control characters). */
                key: components["parameters"]["MemoryKeyPath"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["MemoryUpdate"];
            };
        };
        responses: {
            /** @description The updated memory. */
            200: {
                headers: {
                    "X-Request-ID": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MemoryResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationFailed"];
            default: components["responses"]["NotImplemented"];
        };
    };
    deleteMemory: {
        parameters: {
            query?: never;
            header?: {
                /** @description Selects the context (container of memories) the call reads or writes. Without it the caller's default context is used: a browser session's is the account's private context, an OAuth token's is its grant's default context (else the account's private context), an API key's is the context it was created for, and an anonymous loopback caller's is the local context. A browser session or OAuth token may name any context the account can read (as listed by `GET /api/v1/me/contexts`); writes need the editor or owner role there (403 `MEMORY-003` for a viewer) and OAuth tokens still need the matching scope. An API key and an anonymous caller may only name their own context. Any other id, whether it exists or not, answers 404 `MEMORY-005`. */
                "X-Context-ID"?: components["parameters"]["XContextId"];
                /** @description Selects the user whose memory is accessed. Default `default_user`. When the request is authenticated with an API key or OAuth token bound to a user, that user is used and a different value is refused with 403. */
                "X-User-ID"?: components["parameters"]["XUserId"];
                /** @description Agent namespace of the memories (`global` is shared by all agents of the user). Default `global`. */
                "X-Agent-Name"?: components["parameters"]["XAgentName"];
                /** @description The value of the `svc_csrf` cookie. Required on this write when it is authenticated by the browser session cookie (no bearer token): without it, or with another value, the answer is 403 `AUTH-050` before the request is validated. Calls with an API key or an OAuth token do not send it (see the `sessionCookie` scheme). */
                "X-CSRF-Token"?: components["parameters"]["XCsrfToken"];
            };
            path: {
                /** @description Memory key, percent-encoded (1 to 256 characters after decoding, no control characters). */
                key: components["parameters"]["MemoryKeyPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted. */
            204: {
                headers: {
                    "X-Request-ID": components["headers"]["XRequestId"];
                    /** @description The context the memory was deleted from. */
                    "X-Context-ID"?: string;
                    /** @description The agent namespace the deleted memory was in (`global` when the key named the user's shared memory). */
                    "X-Agent-Name"?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationFailed"];
            default: components["responses"]["NotImplemented"];
        };
    };
    getMemoryHistory: {
        parameters: {
            query?: {
                /** @description Most versions returned, newest first (1 to 50, default 10). */
                limit?: number;
            };
            header?: {
                /** @description Selects the context (container of memories) the call reads or writes. Without it the caller's default context is used: a browser session's is the account's private context, an OAuth token's is its grant's default context (else the account's private context), an API key's is the context it was created for, and an anonymous loopback caller's is the local context. A browser session or OAuth token may name any context the account can read (as listed by `GET /api/v1/me/contexts`); writes need the editor or owner role there (403 `MEMORY-003` for a viewer) and OAuth tokens still need the matching scope. An API key and an anonymous caller may only name their own context. Any other id, whether it exists or not, answers 404 `MEMORY-005`. */
                "X-Context-ID"?: components["parameters"]["XContextId"];
                /** @description Selects the user whose memory is accessed. Default `default_user`. When the request is authenticated with an API key or OAuth token bound to a user, that user is used and a different value is refused with 403. */
                "X-User-ID"?: components["parameters"]["XUserId"];
                /** @description Agent namespace of the memories (`global` is shared by all agents of the user). Default `global`. */
                "X-Agent-Name"?: components["parameters"]["XAgentName"];
            };
            path: {
                /** @description Memory key, percent-encoded (1 to 256 characters after decoding, no control characters). */
                key: components["parameters"]["MemoryKeyPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The memory and its previous versions. */
            200: {
                headers: {
                    "X-Request-ID": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MemoryHistoryResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationFailed"];
            default: components["responses"]["NotImplemented"];
        };
    };
    recallMemories: {
        parameters: {
            query?: never;
            header?: {
                /** @description The value of the `svc_csrf` cookie. Required on this write when it is authenticated by the browser session cookie (no bearer token): without it, or with another value, the answer is 403 `AUTH-050` before the request is validated. Calls with an API key or an OAuth token do not send it (see the `sessionCookie` scheme). */
                "X-CSRF-Token"?: components["parameters"]["XCsrfToken"];
                /** @description Selects the context (container of memories) the call reads or writes. Without it the caller's default context is used: a browser session's is the account's private context, an OAuth token's is its grant's default context (else the account's private context), an API key's is the context it was created for, and an anonymous loopback caller's is the local context. A browser session or OAuth token may name any context the account can read (as listed by `GET /api/v1/me/contexts`); writes need the editor or owner role there (403 `MEMORY-003` for a viewer) and OAuth tokens still need the matching scope. An API key and an anonymous caller may only name their own context. Any other id, whether it exists or not, answers 404 `MEMORY-005`. */
                "X-Context-ID"?: components["parameters"]["XContextId"];
                /** @description Selects the user whose memory is accessed. Default `default_user`. When the request is authenticated with an API key or OAuth token bound to a user, that user is used and a different value is refused with 403. */
                "X-User-ID"?: components["parameters"]["XUserId"];
                /** @description Agent namespace of the memories (`global` is shared by all agents of the user). Default `global`. */
                "X-Agent-Name"?: components["parameters"]["XAgentName"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["RecallRequest"];
            };
        };
        responses: {
            /** @description Recall results, best first. */
            200: {
                headers: {
                    "X-Request-ID": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "results": [
                     *         {
                     *           "id": "0b8f6c1e-4d7a-4a51-9a43-3f0d2b7c9e11",
                     *           "context_id": "00000000-0000-4000-8000-000000000001",
                     *           "user_id": "default_user",
                     *           "agent_name": "global",
                     *           "key": "user.preferences.language",
                     *           "value": "The user prefers answers in German.",
                     *           "truncated": false,
                     *           "value_length": 35,
                     *           "score": 0.91,
                     *           "scope": "persistent",
                     *           "tags": [
                     *             "preferences"
                     *           ],
                     *           "importance": 0.8,
                     *           "updated_at": "2025-01-15T09:30:00Z"
                     *         }
                     *       ],
                     *       "context": {
                     *         "id": "00000000-0000-4000-8000-000000000001",
                     *         "name": "Local",
                     *         "kind": "local"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["RecallResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationFailed"];
            default: components["responses"]["NotImplemented"];
        };
    };
    searchMemories: {
        parameters: {
            query: {
                /** @description Search text, up to 4096 characters (as a recall query). A word of 2047 bytes or more (a long token: a key, a hash, an encoded blob) is matched as written, ignoring case, within the keys and values searched; the other words of such a query still match by full text. */
                q: string;
                /** @description Maximum number of hits. */
                limit?: number;
                /** @description Longest value returned per hit, in characters (default 2000, up to 65536). A longer value is cut and the hit says so (`truncated: true`, `value_length`). */
                max_value_chars?: number;
                /** @description Leave out hits scoring below this (0 to 1). Default none. */
                min_score?: number;
                /** @description Search every user and agent namespace of the context instead of the selected one (`X-User-ID` and `X-Agent-Name` are then ignored); each hit names its `user_id` and `agent_name`, best match first across them. Covers the 50 most recently written users of the context (see `listMemoryNamespaces`). */
                all_namespaces?: boolean;
            };
            header?: {
                /** @description Selects the context (container of memories) the call reads or writes. Without it the caller's default context is used: a browser session's is the account's private context, an OAuth token's is its grant's default context (else the account's private context), an API key's is the context it was created for, and an anonymous loopback caller's is the local context. A browser session or OAuth token may name any context the account can read (as listed by `GET /api/v1/me/contexts`); writes need the editor or owner role there (403 `MEMORY-003` for a viewer) and OAuth tokens still need the matching scope. An API key and an anonymous caller may only name their own context. Any other id, whether it exists or not, answers 404 `MEMORY-005`. */
                "X-Context-ID"?: components["parameters"]["XContextId"];
                /** @description Selects the user whose memory is accessed. Default `default_user`. When the request is authenticated with an API key or OAuth token bound to a user, that user is used and a different value is refused with 403. */
                "X-User-ID"?: components["parameters"]["XUserId"];
                /** @description Agent namespace of the memories (`global` is shared by all agents of the user). Default `global`. */
                "X-Agent-Name"?: components["parameters"]["XAgentName"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Search results. */
            200: {
                headers: {
                    "X-Request-ID": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "query": "German",
                     *       "results": [
                     *         {
                     *           "id": "0b8f6c1e-4d7a-4a51-9a43-3f0d2b7c9e11",
                     *           "context_id": "00000000-0000-4000-8000-000000000001",
                     *           "user_id": "default_user",
                     *           "agent_name": "global",
                     *           "key": "user.preferences.language",
                     *           "value": "The user prefers answers in German.",
                     *           "truncated": false,
                     *           "value_length": 35,
                     *           "snippet": "The user prefers answers in <mark>German</mark>.",
                     *           "score": 0.76
                     *         }
                     *       ],
                     *       "context": {
                     *         "id": "00000000-0000-4000-8000-000000000001",
                     *         "name": "Local",
                     *         "kind": "local"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["SearchResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationFailed"];
            default: components["responses"]["NotImplemented"];
        };
    };
    listMemoryNamespaces: {
        parameters: {
            query?: {
                /** @description At most this many namespaces (1 to 500, default 500). */
                limit?: number;
            };
            header?: {
                /** @description Selects the context (container of memories) the call reads or writes. Without it the caller's default context is used: a browser session's is the account's private context, an OAuth token's is its grant's default context (else the account's private context), an API key's is the context it was created for, and an anonymous loopback caller's is the local context. A browser session or OAuth token may name any context the account can read (as listed by `GET /api/v1/me/contexts`); writes need the editor or owner role there (403 `MEMORY-003` for a viewer) and OAuth tokens still need the matching scope. An API key and an anonymous caller may only name their own context. Any other id, whether it exists or not, answers 404 `MEMORY-005`. */
                "X-Context-ID"?: components["parameters"]["XContextId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The namespaces. */
            200: {
                headers: {
                    "X-Request-ID": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MemoryNamespaceListResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationFailed"];
            default: components["responses"]["NotImplemented"];
        };
    };
    submitFeedback: {
        parameters: {
            query?: never;
            header?: {
                /** @description The value of the `svc_csrf` cookie. Required on this write when it is authenticated by the browser session cookie (no bearer token): without it, or with another value, the answer is 403 `AUTH-050` before the request is validated. Calls with an API key or an OAuth token do not send it (see the `sessionCookie` scheme). */
                "X-CSRF-Token"?: components["parameters"]["XCsrfToken"];
                /** @description Selects the context (container of memories) the call reads or writes. Without it the caller's default context is used: a browser session's is the account's private context, an OAuth token's is its grant's default context (else the account's private context), an API key's is the context it was created for, and an anonymous loopback caller's is the local context. A browser session or OAuth token may name any context the account can read (as listed by `GET /api/v1/me/contexts`); writes need the editor or owner role there (403 `MEMORY-003` for a viewer) and OAuth tokens still need the matching scope. An API key and an anonymous caller may only name their own context. Any other id, whether it exists or not, answers 404 `MEMORY-005`. */
                "X-Context-ID"?: components["parameters"]["XContextId"];
                /** @description Selects the user whose memory is accessed. Default `default_user`. When the request is authenticated with an API key or OAuth token bound to a user, that user is used and a different value is refused with 403. */
                "X-User-ID"?: components["parameters"]["XUserId"];
                /** @description Agent namespace of the memories (`global` is shared by all agents of the user). Default `global`. */
                "X-Agent-Name"?: components["parameters"]["XAgentName"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["FeedbackRequest"];
            };
        };
        responses: {
            /** @description Feedback recorded. */
            201: {
                headers: {
                    "X-Request-ID": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FeedbackResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationFailed"];
            default: components["responses"]["NotImplemented"];
        };
    };
    exportMemories: {
        parameters: {
            query?: {
                /** @description Only this user namespace. */
                user_id?: string;
                /** @description Only this agent namespace. */
                agent_name?: string;
            };
            header?: {
                /** @description Selects the context (container of memories) the call reads or writes. Without it the caller's default context is used: a browser session's is the account's private context, an OAuth token's is its grant's default context (else the account's private context), an API key's is the context it was created for, and an anonymous loopback caller's is the local context. A browser session or OAuth token may name any context the account can read (as listed by `GET /api/v1/me/contexts`); writes need the editor or owner role there (403 `MEMORY-003` for a viewer) and OAuth tokens still need the matching scope. An API key and an anonymous caller may only name their own context. Any other id, whether it exists or not, answers 404 `MEMORY-005`. */
                "X-Context-ID"?: components["parameters"]["XContextId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The records. */
            200: {
                headers: {
                    "X-Request-ID": components["headers"]["XRequestId"];
                    /** @description `attachment; filename="memplat-export-<date>.jsonl"` (`.json` for the JSON form): browsers save the export as a file. */
                    "Content-Disposition"?: string;
                    "Cache-Control": components["headers"]["CacheControlNoStore"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MemoryExportResponse"];
                    "application/x-ndjson": string;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationFailed"];
            default: components["responses"]["NotImplemented"];
        };
    };
    importMemories: {
        parameters: {
            query?: never;
            header?: {
                /** @description The value of the `svc_csrf` cookie. Required on this write when it is authenticated by the browser session cookie (no bearer token): without it, or with another value, the answer is 403 `AUTH-050` before the request is validated. Calls with an API key or an OAuth token do not send it (see the `sessionCookie` scheme). */
                "X-CSRF-Token"?: components["parameters"]["XCsrfToken"];
                /** @description Selects the context (container of memories) the call reads or writes. Without it the caller's default context is used: a browser session's is the account's private context, an OAuth token's is its grant's default context (else the account's private context), an API key's is the context it was created for, and an anonymous loopback caller's is the local context. A browser session or OAuth token may name any context the account can read (as listed by `GET /api/v1/me/contexts`); writes need the editor or owner role there (403 `MEMORY-003` for a viewer) and OAuth tokens still need the matching scope. An API key and an anonymous caller may only name their own context. Any other id, whether it exists or not, answers 404 `MEMORY-005`. */
                "X-Context-ID"?: components["parameters"]["XContextId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /** @example {"key":"user.preferences.language","value":"Prefers answers in French","tags":["preferences"]} */
                "application/x-ndjson": string;
                /**
                 * @example {
                 *       "records": [
                 *         {
                 *           "key": "user.preferences.language",
                 *           "value": "Prefers answers in French",
                 *           "tags": [
                 *             "preferences"
                 *           ]
                 *         }
                 *       ]
                 *     }
                 */
                "application/json": components["schemas"]["MemoryImportDocument"];
            };
        };
        responses: {
            /** @description What the import did, line by line where a line failed. */
            200: {
                headers: {
                    "X-Request-ID": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MemoryImportReport"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationFailed"];
            default: components["responses"]["NotImplemented"];
        };
    };
    forgetNamespace: {
        parameters: {
            query?: never;
            header?: {
                /** @description The value of the `svc_csrf` cookie. Required on this write when it is authenticated by the browser session cookie (no bearer token): without it, or with another value, the answer is 403 `AUTH-050` before the request is validated. Calls with an API key or an OAuth token do not send it (see the `sessionCookie` scheme). */
                "X-CSRF-Token"?: components["parameters"]["XCsrfToken"];
                /** @description Selects the context (container of memories) the call reads or writes. Without it the caller's default context is used: a browser session's is the account's private context, an OAuth token's is its grant's default context (else the account's private context), an API key's is the context it was created for, and an anonymous loopback caller's is the local context. A browser session or OAuth token may name any context the account can read (as listed by `GET /api/v1/me/contexts`); writes need the editor or owner role there (403 `MEMORY-003` for a viewer) and OAuth tokens still need the matching scope. An API key and an anonymous caller may only name their own context. Any other id, whether it exists or not, answers 404 `MEMORY-005`. */
                "X-Context-ID"?: components["parameters"]["XContextId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["NamespaceEraseRequest"];
            };
        };
        responses: {
            /** @description A confirmation to send back, or what was deleted. */
            200: {
                headers: {
                    "X-Request-ID": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NamespaceEraseResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationFailed"];
            default: components["responses"]["NotImplemented"];
        };
    };
    listLearnedFacts: {
        parameters: {
            query?: {
                /** @description Only facts that hold now. */
                current?: boolean;
                /** @description Most facts returned (1 to 500, default 200). */
                limit?: number;
            };
            header?: {
                /** @description Selects the context (container of memories) the call reads or writes. Without it the caller's default context is used: a browser session's is the account's private context, an OAuth token's is its grant's default context (else the account's private context), an API key's is the context it was created for, and an anonymous loopback caller's is the local context. A browser session or OAuth token may name any context the account can read (as listed by `GET /api/v1/me/contexts`); writes need the editor or owner role there (403 `MEMORY-003` for a viewer) and OAuth tokens still need the matching scope. An API key and an anonymous caller may only name their own context. Any other id, whether it exists or not, answers 404 `MEMORY-005`. */
                "X-Context-ID"?: components["parameters"]["XContextId"];
                /** @description Selects the user whose memory is accessed. Default `default_user`. When the request is authenticated with an API key or OAuth token bound to a user, that user is used and a different value is refused with 403. */
                "X-User-ID"?: components["parameters"]["XUserId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The facts. */
            200: {
                headers: {
                    "X-Request-ID": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LearnedFactList"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationFailed"];
            default: components["responses"]["NotImplemented"];
        };
    };
    deleteLearnedFact: {
        parameters: {
            query?: never;
            header?: {
                /** @description Selects the context (container of memories) the call reads or writes. Without it the caller's default context is used: a browser session's is the account's private context, an OAuth token's is its grant's default context (else the account's private context), an API key's is the context it was created for, and an anonymous loopback caller's is the local context. A browser session or OAuth token may name any context the account can read (as listed by `GET /api/v1/me/contexts`); writes need the editor or owner role there (403 `MEMORY-003` for a viewer) and OAuth tokens still need the matching scope. An API key and an anonymous caller may only name their own context. Any other id, whether it exists or not, answers 404 `MEMORY-005`. */
                "X-Context-ID"?: components["parameters"]["XContextId"];
                /** @description Selects the user whose memory is accessed. Default `default_user`. When the request is authenticated with an API key or OAuth token bound to a user, that user is used and a different value is refused with 403. */
                "X-User-ID"?: components["parameters"]["XUserId"];
                /** @description The value of the `svc_csrf` cookie. Required on this write when it is authenticated by the browser session cookie (no bearer token): without it, or with another value, the answer is 403 `AUTH-050` before the request is validated. Calls with an API key or an OAuth token do not send it (see the `sessionCookie` scheme). */
                "X-CSRF-Token"?: components["parameters"]["XCsrfToken"];
            };
            path: {
                /** @description Id of the fact. */
                fact_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted. */
            204: {
                headers: {
                    "X-Request-ID": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationFailed"];
            default: components["responses"]["NotImplemented"];
        };
    };
    updateLearnedFact: {
        parameters: {
            query?: never;
            header?: {
                /** @description Selects the context (container of memories) the call reads or writes. Without it the caller's default context is used: a browser session's is the account's private context, an OAuth token's is its grant's default context (else the account's private context), an API key's is the context it was created for, and an anonymous loopback caller's is the local context. A browser session or OAuth token may name any context the account can read (as listed by `GET /api/v1/me/contexts`); writes need the editor or owner role there (403 `MEMORY-003` for a viewer) and OAuth tokens still need the matching scope. An API key and an anonymous caller may only name their own context. Any other id, whether it exists or not, answers 404 `MEMORY-005`. */
                "X-Context-ID"?: components["parameters"]["XContextId"];
                /** @description Selects the user whose memory is accessed. Default `default_user`. When the request is authenticated with an API key or OAuth token bound to a user, that user is used and a different value is refused with 403. */
                "X-User-ID"?: components["parameters"]["XUserId"];
                /** @description The value of the `svc_csrf` cookie. Required on this write when it is authenticated by the browser session cookie (no bearer token): without it, or with another value, the answer is 403 `AUTH-050` before the request is validated. Calls with an API key or an OAuth token do not send it (see the `sessionCookie` scheme). */
                "X-CSRF-Token"?: components["parameters"]["XCsrfToken"];
            };
            path: {
                /** @description Id of the fact. */
                fact_id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["LearnedFactUpdate"];
            };
        };
        responses: {
            /** @description The fact as it is now. */
            200: {
                headers: {
                    "X-Request-ID": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LearnedFact"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationFailed"];
            default: components["responses"]["NotImplemented"];
        };
    };
    setLearningSettings: {
        parameters: {
            query?: never;
            header?: {
                /** @description Selects the context (container of memories) the call reads or writes. Without it the caller's default context is used: a browser session's is the account's private context, an OAuth token's is its grant's default context (else the account's private context), an API key's is the context it was created for, and an anonymous loopback caller's is the local context. A browser session or OAuth token may name any context the account can read (as listed by `GET /api/v1/me/contexts`); writes need the editor or owner role there (403 `MEMORY-003` for a viewer) and OAuth tokens still need the matching scope. An API key and an anonymous caller may only name their own context. Any other id, whether it exists or not, answers 404 `MEMORY-005`. */
                "X-Context-ID"?: components["parameters"]["XContextId"];
                /** @description The value of the `svc_csrf` cookie. Required on this write when it is authenticated by the browser session cookie (no bearer token): without it, or with another value, the answer is 403 `AUTH-050` before the request is validated. Calls with an API key or an OAuth token do not send it (see the `sessionCookie` scheme). */
                "X-CSRF-Token"?: components["parameters"]["XCsrfToken"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["LearningSettingsUpdate"];
            };
        };
        responses: {
            /** @description The setting as it is now. */
            200: {
                headers: {
                    "X-Request-ID": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LearningSettings"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationFailed"];
            default: components["responses"]["NotImplemented"];
        };
    };
    recordInteraction: {
        parameters: {
            query?: never;
            header?: {
                /** @description The value of the `svc_csrf` cookie. Required on this write when it is authenticated by the browser session cookie (no bearer token): without it, or with another value, the answer is 403 `AUTH-050` before the request is validated. Calls with an API key or an OAuth token do not send it (see the `sessionCookie` scheme). */
                "X-CSRF-Token"?: components["parameters"]["XCsrfToken"];
                /** @description Selects the context (container of memories) the call reads or writes. Without it the caller's default context is used: a browser session's is the account's private context, an OAuth token's is its grant's default context (else the account's private context), an API key's is the context it was created for, and an anonymous loopback caller's is the local context. A browser session or OAuth token may name any context the account can read (as listed by `GET /api/v1/me/contexts`); writes need the editor or owner role there (403 `MEMORY-003` for a viewer) and OAuth tokens still need the matching scope. An API key and an anonymous caller may only name their own context. Any other id, whether it exists or not, answers 404 `MEMORY-005`. */
                "X-Context-ID"?: components["parameters"]["XContextId"];
                /** @description Selects the user whose memory is accessed. Default `default_user`. When the request is authenticated with an API key or OAuth token bound to a user, that user is used and a different value is refused with 403. */
                "X-User-ID"?: components["parameters"]["XUserId"];
                /** @description Agent namespace of the memories (`global` is shared by all agents of the user). Default `global`. */
                "X-Agent-Name"?: components["parameters"]["XAgentName"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["InteractionCreate"];
            };
        };
        responses: {
            /** @description The interaction was recorded. */
            201: {
                headers: {
                    "X-Request-ID": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "interaction_id": "interaction:7f3c2a",
                     *       "user_node_id": "user:alice",
                     *       "topics": [
                     *         "baking",
                     *         "sourdough"
                     *       ],
                     *       "linked_memories": [
                     *         "recipes.sourdough"
                     *       ],
                     *       "created_at": "2025-01-15T09:30:00Z",
                     *       "learned": []
                     *     }
                     */
                    "application/json": components["schemas"]["InteractionResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationFailed"];
            default: components["responses"]["NotImplemented"];
        };
    };
    createInteraction: {
        parameters: {
            query?: never;
            header?: {
                /** @description The value of the `svc_csrf` cookie. Required on this write when it is authenticated by the browser session cookie (no bearer token): without it, or with another value, the answer is 403 `AUTH-050` before the request is validated. Calls with an API key or an OAuth token do not send it (see the `sessionCookie` scheme). */
                "X-CSRF-Token"?: components["parameters"]["XCsrfToken"];
                /** @description Selects the context (container of memories) the call reads or writes. Without it the caller's default context is used: a browser session's is the account's private context, an OAuth token's is its grant's default context (else the account's private context), an API key's is the context it was created for, and an anonymous loopback caller's is the local context. A browser session or OAuth token may name any context the account can read (as listed by `GET /api/v1/me/contexts`); writes need the editor or owner role there (403 `MEMORY-003` for a viewer) and OAuth tokens still need the matching scope. An API key and an anonymous caller may only name their own context. Any other id, whether it exists or not, answers 404 `MEMORY-005`. */
                "X-Context-ID"?: components["parameters"]["XContextId"];
                /** @description Selects the user whose memory is accessed. Default `default_user`. When the request is authenticated with an API key or OAuth token bound to a user, that user is used and a different value is refused with 403. */
                "X-User-ID"?: components["parameters"]["XUserId"];
                /** @description Agent namespace of the memories (`global` is shared by all agents of the user). Default `global`. */
                "X-Agent-Name"?: components["parameters"]["XAgentName"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["InteractionCreate"];
            };
        };
        responses: {
            /** @description The interaction was recorded. */
            201: {
                headers: {
                    "X-Request-ID": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "interaction_id": "interaction:7f3c2a",
                     *       "user_node_id": "user:alice",
                     *       "topics": [
                     *         "baking",
                     *         "sourdough"
                     *       ],
                     *       "linked_memories": [
                     *         "recipes.sourdough"
                     *       ],
                     *       "created_at": "2025-01-15T09:30:00Z",
                     *       "learned": []
                     *     }
                     */
                    "application/json": components["schemas"]["InteractionResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationFailed"];
            default: components["responses"]["NotImplemented"];
        };
    };
    getUserPattern: {
        parameters: {
            query?: never;
            header?: {
                /** @description Selects the context (container of memories) the call reads or writes. Without it the caller's default context is used: a browser session's is the account's private context, an OAuth token's is its grant's default context (else the account's private context), an API key's is the context it was created for, and an anonymous loopback caller's is the local context. A browser session or OAuth token may name any context the account can read (as listed by `GET /api/v1/me/contexts`); writes need the editor or owner role there (403 `MEMORY-003` for a viewer) and OAuth tokens still need the matching scope. An API key and an anonymous caller may only name their own context. Any other id, whether it exists or not, answers 404 `MEMORY-005`. */
                "X-Context-ID"?: components["parameters"]["XContextId"];
                /** @description Selects the user whose memory is accessed. Default `default_user`. When the request is authenticated with an API key or OAuth token bound to a user, that user is used and a different value is refused with 403. */
                "X-User-ID"?: components["parameters"]["XUserId"];
            };
            path: {
                /** @description User whose interaction pattern is requested. */
                user_id: components["parameters"]["GraphUserIdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The user's pattern. */
            200: {
                headers: {
                    "X-Request-ID": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "user_id": "alice",
                     *       "total_interactions": 3,
                     *       "topics": {
                     *         "baking": 2,
                     *         "sourdough": 1
                     *       },
                     *       "top_topics": [
                     *         {
                     *           "topic": "baking",
                     *           "interactions": 2,
                     *           "last_seen": "2025-01-15T10:12:00Z"
                     *         },
                     *         {
                     *           "topic": "sourdough",
                     *           "interactions": 1,
                     *           "last_seen": "2025-01-15T10:12:00Z"
                     *         }
                     *       ],
                     *       "other_topics": {
                     *         "topics": 0,
                     *         "mentions": 0
                     *       },
                     *       "platforms": {
                     *         "claude": 3
                     *       },
                     *       "learning_trajectory": [
                     *         {
                     *           "period": "2025-01-14",
                     *           "topics": {
                     *             "baking": 1
                     *           },
                     *           "interactions": 1
                     *         },
                     *         {
                     *           "period": "2025-01-15",
                     *           "topics": {
                     *             "baking": 1,
                     *             "sourdough": 1
                     *           },
                     *           "interactions": 2
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["UserPattern"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationFailed"];
            default: components["responses"]["NotImplemented"];
        };
    };
    getGraphUserPattern: {
        parameters: {
            query?: never;
            header?: {
                /** @description Selects the context (container of memories) the call reads or writes. Without it the caller's default context is used: a browser session's is the account's private context, an OAuth token's is its grant's default context (else the account's private context), an API key's is the context it was created for, and an anonymous loopback caller's is the local context. A browser session or OAuth token may name any context the account can read (as listed by `GET /api/v1/me/contexts`); writes need the editor or owner role there (403 `MEMORY-003` for a viewer) and OAuth tokens still need the matching scope. An API key and an anonymous caller may only name their own context. Any other id, whether it exists or not, answers 404 `MEMORY-005`. */
                "X-Context-ID"?: components["parameters"]["XContextId"];
                /** @description Selects the user whose memory is accessed. Default `default_user`. When the request is authenticated with an API key or OAuth token bound to a user, that user is used and a different value is refused with 403. */
                "X-User-ID"?: components["parameters"]["XUserId"];
            };
            path: {
                /** @description User whose interaction pattern is requested. */
                user_id: components["parameters"]["GraphUserIdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The user's pattern. */
            200: {
                headers: {
                    "X-Request-ID": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "user_id": "alice",
                     *       "total_interactions": 3,
                     *       "topics": {
                     *         "baking": 2,
                     *         "sourdough": 1
                     *       },
                     *       "top_topics": [
                     *         {
                     *           "topic": "baking",
                     *           "interactions": 2,
                     *           "last_seen": "2025-01-15T10:12:00Z"
                     *         },
                     *         {
                     *           "topic": "sourdough",
                     *           "interactions": 1,
                     *           "last_seen": "2025-01-15T10:12:00Z"
                     *         }
                     *       ],
                     *       "other_topics": {
                     *         "topics": 0,
                     *         "mentions": 0
                     *       },
                     *       "platforms": {
                     *         "claude": 3
                     *       },
                     *       "learning_trajectory": [
                     *         {
                     *           "period": "2025-01-14",
                     *           "topics": {
                     *             "baking": 1
                     *           },
                     *           "interactions": 1
                     *         },
                     *         {
                     *           "period": "2025-01-15",
                     *           "topics": {
                     *             "baking": 1,
                     *             "sourdough": 1
                     *           },
                     *           "interactions": 2
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["UserPattern"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationFailed"];
            default: components["responses"]["NotImplemented"];
        };
    };
    getRelatedNodes: {
        parameters: {
            query?: {
                /** @description Maximum number of edges to follow. */
                depth?: number;
                /** @description Maximum number of items on the page (1 to 200, default 50). */
                limit?: components["parameters"]["Limit"];
            };
            header?: {
                /** @description Selects the context (container of memories) the call reads or writes. Without it the caller's default context is used: a browser session's is the account's private context, an OAuth token's is its grant's default context (else the account's private context), an API key's is the context it was created for, and an anonymous loopback caller's is the local context. A browser session or OAuth token may name any context the account can read (as listed by `GET /api/v1/me/contexts`); writes need the editor or owner role there (403 `MEMORY-003` for a viewer) and OAuth tokens still need the matching scope. An API key and an anonymous caller may only name their own context. Any other id, whether it exists or not, answers 404 `MEMORY-005`. */
                "X-Context-ID"?: components["parameters"]["XContextId"];
                /** @description Selects the user whose memory is accessed. Default `default_user`. When the request is authenticated with an API key or OAuth token bound to a user, that user is used and a different value is refused with 403. */
                "X-User-ID"?: components["parameters"]["XUserId"];
                /** @description Agent namespace of the memories (`global` is shared by all agents of the user). Default `global`. */
                "X-Agent-Name"?: components["parameters"]["XAgentName"];
            };
            path: {
                /** @description Graph node to start from. A memory key prefixed with `memory:` is also accepted. */
                node_id: components["parameters"]["NodeIdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Related nodes. */
            200: {
                headers: {
                    "X-Request-ID": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "node_id": "memory:recipes.sourdough",
                     *       "related": [
                     *         {
                     *           "node_id": "topic:baking",
                     *           "type": "topic",
                     *           "label": "baking",
                     *           "depth": 1,
                     *           "edge_type": "mentions",
                     *           "path": [
                     *             "memory:recipes.sourdough",
                     *             "topic:baking"
                     *           ],
                     *           "score": 0.8
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["RelatedNodesResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationFailed"];
            default: components["responses"]["NotImplemented"];
        };
    };
    getApiRoot: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Service information (JSON), or the web app's page for browsers (HTML). */
            200: {
                headers: {
                    "X-Request-ID": components["headers"]["XRequestId"];
                    /** @description `Accept`: the representation depends on it. */
                    Vary?: string;
                    [name: string]: unknown;
                };
                content: {
                    "text/html": string;
                    /**
                     * @example {
                     *       "name": "Memory Platform",
                     *       "version": "4.0.0",
                     *       "api_version": "v1",
                     *       "interface_version": "0.117.0",
                     *       "docs_url": "/docs",
                     *       "redoc_url": "/redoc",
                     *       "openapi_url": "/openapi.json"
                     *     }
                     */
                    "application/json": components["schemas"]["ApiRoot"];
                };
            };
            default: components["responses"]["NotImplemented"];
        };
    };
    getHealth: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Healthy or degraded. */
            200: {
                headers: {
                    "X-Request-ID": components["headers"]["XRequestId"];
                    "Cache-Control": components["headers"]["CacheControlNoStore"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HealthResponse"];
                };
            };
            /** @description A required dependency is down. */
            503: {
                headers: {
                    "X-Request-ID": components["headers"]["XRequestId"];
                    "Cache-Control": components["headers"]["CacheControlNoStore"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": "unhealthy",
                     *       "services": {
                     *         "database": "unhealthy",
                     *         "vector_index": "unhealthy",
                     *         "cache": "healthy",
                     *         "embedding_model": "degraded"
                     *       },
                     *       "dependencies": {
                     *         "database": {
                     *           "kind": "postgresql",
                     *           "status": "unhealthy",
                     *           "required": true,
                     *           "message": "The database did not answer within 2 seconds."
                     *         },
                     *         "vector_index": {
                     *           "kind": "pgvector_hnsw",
                     *           "status": "unhealthy",
                     *           "required": false,
                     *           "message": "The vector index lives in the database, which did not answer."
                     *         },
                     *         "cache": {
                     *           "kind": "in_process",
                     *           "status": "healthy",
                     *           "required": false,
                     *           "message": null
                     *         },
                     *         "embedding_model": {
                     *           "kind": "builtin",
                     *           "status": "degraded",
                     *           "required": false,
                     *           "message": "Not checked while the database is down."
                     *         }
                     *       },
                     *       "embedding_backlog": 0,
                     *       "version": "4.0.0"
                     *     }
                     */
                    "application/json": components["schemas"]["HealthResponse"];
                };
            };
            default: components["responses"]["NotImplemented"];
        };
    };
    getMetrics: {
        parameters: {
            query?: {
                /** @description `context` (default): the addressed context's counts; `service`: the whole service's (operators only). */
                scope?: "context" | "service";
            };
            header?: {
                /** @description Selects the context (container of memories) the call reads or writes. Without it the caller's default context is used: a browser session's is the account's private context, an OAuth token's is its grant's default context (else the account's private context), an API key's is the context it was created for, and an anonymous loopback caller's is the local context. A browser session or OAuth token may name any context the account can read (as listed by `GET /api/v1/me/contexts`); writes need the editor or owner role there (403 `MEMORY-003` for a viewer) and OAuth tokens still need the matching scope. An API key and an anonymous caller may only name their own context. Any other id, whether it exists or not, answers 404 `MEMORY-005`. */
                "X-Context-ID"?: components["parameters"]["XContextId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Metrics. */
            200: {
                headers: {
                    "X-Request-ID": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "scope": "context",
                     *       "context": {
                     *         "id": "6f1c2a9e-4b7d-4e8a-9c3f-2d5e8b1a7c40",
                     *         "name": "Private",
                     *         "kind": "private"
                     *       },
                     *       "memories_count": 1200,
                     *       "graph_nodes": 3400,
                     *       "graph_edges": 9100,
                     *       "storage_size_mb": 4.25,
                     *       "embedding_backlog": 3
                     *     }
                     */
                    "application/json": components["schemas"]["MetricsResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            /** @description `scope=service` from a caller that is neither a loopback client nor an administrator's browser session (`SYSTEM-007`), or a forbidden anonymous call (`REQUEST-008`). */
            403: {
                headers: {
                    "X-Request-ID": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description `X-Context-ID` names a context the caller cannot read, or none (`MEMORY-005`). */
            404: {
                headers: {
                    "X-Request-ID": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            422: components["responses"]["ValidationFailed"];
            default: components["responses"]["NotImplemented"];
        };
    };
    getPrometheusMetrics: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The metrics, as text. */
            200: {
                headers: {
                    "X-Request-ID": components["headers"]["XRequestId"];
                    "Cache-Control": components["headers"]["CacheControlNoStore"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example # HELP memplat_http_requests_total HTTP requests answered, by operationId ("none" outside the API), method and status.
                     *     # TYPE memplat_http_requests_total counter
                     *     memplat_http_requests_total{operation="getHealth",method="GET",status="200"} 42
                     */
                    "text/plain": string;
                };
            };
            /** @description METRICS_TOKEN is set and the request from a non-loopback client did not carry it (`SYSTEM-005`). */
            401: {
                headers: {
                    "X-Request-ID": components["headers"]["XRequestId"];
                    /** @description `Bearer realm="metrics"`. */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description A non-loopback client without an administrator's session while METRICS_TOKEN is not set (`SYSTEM-006`). */
            403: {
                headers: {
                    "X-Request-ID": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            default: components["responses"]["NotImplemented"];
        };
    };
    openMcpStream: {
        parameters: {
            query?: never;
            header?: {
                /** @description Session identifier returned by the server on `initialize`. Required on every request after initialization. */
                "Mcp-Session-Id"?: components["parameters"]["McpSessionIdHeader"];
                /** @description MCP protocol revision negotiated at initialization (for example `2025-06-18`). When absent the server assumes `2025-03-26`; an unsupported value gives 400. */
                "MCP-Protocol-Version"?: components["parameters"]["McpProtocolVersionHeader"];
                /** @description Id of the last SSE event received; the server replays later events of that stream when it still has them. */
                "Last-Event-ID"?: components["parameters"]["LastEventIdHeader"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The event stream. */
            200: {
                headers: {
                    "X-Request-ID": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example id: 3f1c/1
                     *     event: message
                     *     data: {"jsonrpc":"2.0","method":"notifications/tools/list_changed"}
                     */
                    "text/event-stream": string;
                };
            };
            /** @description Missing `Mcp-Session-Id` or unsupported `MCP-Protocol-Version`; a request URL that is not valid percent-encoded UTF-8 (`REQUEST-009`). */
            400: {
                headers: {
                    "X-Request-ID": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["JsonRpcResponse"] | components["schemas"]["ErrorResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["McpForbidden"];
            /** @description The session does not exist or has ended; the client must initialize a new one. */
            404: {
                headers: {
                    "X-Request-ID": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["JsonRpcResponse"];
                };
            };
            /** @description The server does not offer a standalone event stream in this configuration. */
            405: {
                headers: {
                    "X-Request-ID": components["headers"]["XRequestId"];
                    /** @description Methods allowed on `/mcp`. */
                    Allow?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["JsonRpcResponse"];
                };
            };
            /** @description The `Accept` header does not include `text/event-stream`. */
            406: {
                headers: {
                    "X-Request-ID": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["JsonRpcResponse"];
                };
            };
            /** @description An event stream is already open for this session. */
            409: {
                headers: {
                    "X-Request-ID": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["JsonRpcResponse"];
                };
            };
            422: components["responses"]["ValidationFailed"];
            default: components["responses"]["NotImplemented"];
        };
    };
    postMcpMessage: {
        parameters: {
            query?: {
                /**
                 * @description MCP tool groups this session offers, comma-separated (some of memory, web, video, coding, vcs, multimodal, other, local; or `all`). Read on `initialize` only: the session keeps the choice it made then. Without it the session offers every group the server (MCP_TOOL_GROUPS) and the API key or OAuth grant allow; a group outside them answers 400 with JSON-RPC `-32602` and `MCP-025`, naming the groups to choose from.
                 * @example memory,coding
                 */
                tools?: components["parameters"]["McpToolsQuery"];
            };
            header?: {
                /** @description Session identifier returned by the server on `initialize`. Required on every request after initialization. */
                "Mcp-Session-Id"?: components["parameters"]["McpSessionIdHeader"];
                /** @description MCP protocol revision negotiated at initialization (for example `2025-06-18`). When absent the server assumes `2025-03-26`; an unsupported value gives 400. */
                "MCP-Protocol-Version"?: components["parameters"]["McpProtocolVersionHeader"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "jsonrpc": "2.0",
                 *       "id": 1,
                 *       "method": "tools/list",
                 *       "params": {}
                 *     }
                 */
                "application/json": components["schemas"]["JsonRpcMessage"] | components["schemas"]["JsonRpcBatch"];
            };
        };
        responses: {
            /** @description The response(s). On `initialize` the `Mcp-Session-Id` header carries the new session id. */
            200: {
                headers: {
                    "X-Request-ID": components["headers"]["XRequestId"];
                    "Mcp-Session-Id": components["headers"]["McpSessionId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "jsonrpc": "2.0",
                     *       "id": 1,
                     *       "result": {
                     *         "tools": [
                     *           {
                     *             "name": "memory_store",
                     *             "description": "Store a memory.",
                     *             "inputSchema": {
                     *               "type": "object"
                     *             }
                     *           }
                     *         ]
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["JsonRpcResponse"] | components["schemas"]["JsonRpcResponse"][];
                    "text/event-stream": string;
                };
            };
            /** @description Accepted notifications or responses; no body. */
            202: {
                headers: {
                    "X-Request-ID": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Malformed JSON-RPC (`-32700` parse error, `-32600` invalid request), missing `Mcp-Session-Id` on a non-initialize request, unsupported `MCP-Protocol-Version`, or (on `initialize`) a `tools` parameter naming a group the server or the API key does not offer (`-32602`, `MCP-025`); a request URL that is not valid percent-encoded UTF-8 (`REQUEST-009`). */
            400: {
                headers: {
                    "X-Request-ID": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["JsonRpcResponse"] | components["schemas"]["ErrorResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["McpForbidden"];
            /** @description The session does not exist or has ended; the client must initialize a new one. */
            404: {
                headers: {
                    "X-Request-ID": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["JsonRpcResponse"];
                };
            };
            /** @description The `Accept` header does not include both `application/json` and `text/event-stream`. */
            406: {
                headers: {
                    "X-Request-ID": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["JsonRpcResponse"];
                };
            };
            /** @description The body exceeds the size limit (4 MiB). */
            413: {
                headers: {
                    "X-Request-ID": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["JsonRpcResponse"];
                };
            };
            /** @description The body is not `application/json`. */
            415: {
                headers: {
                    "X-Request-ID": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["JsonRpcResponse"];
                };
            };
            422: components["responses"]["ValidationFailed"];
            default: components["responses"]["NotImplemented"];
        };
    };
    endMcpSession: {
        parameters: {
            query?: never;
            header?: {
                /** @description Session identifier returned by the server on `initialize`. Required on every request after initialization. */
                "Mcp-Session-Id"?: components["parameters"]["McpSessionIdHeader"];
                /** @description MCP protocol revision negotiated at initialization (for example `2025-06-18`). When absent the server assumes `2025-03-26`; an unsupported value gives 400. */
                "MCP-Protocol-Version"?: components["parameters"]["McpProtocolVersionHeader"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Session ended (no body). */
            200: {
                headers: {
                    "X-Request-ID": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Session ended. */
            204: {
                headers: {
                    "X-Request-ID": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Missing `Mcp-Session-Id`; a request URL that is not valid percent-encoded UTF-8 (`REQUEST-009`). */
            400: {
                headers: {
                    "X-Request-ID": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["JsonRpcResponse"] | components["schemas"]["ErrorResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["McpForbidden"];
            /** @description The session does not exist or has already ended. */
            404: {
                headers: {
                    "X-Request-ID": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["JsonRpcResponse"];
                };
            };
            /** @description The server does not allow clients to end sessions in this configuration. */
            405: {
                headers: {
                    "X-Request-ID": components["headers"]["XRequestId"];
                    /** @description Methods allowed on `/mcp`. */
                    Allow?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["JsonRpcResponse"];
                };
            };
            422: components["responses"]["ValidationFailed"];
            default: components["responses"]["NotImplemented"];
        };
    };
    listMcpToolGroups: {
        parameters: {
            query?: {
                /**
                 * @description A choice of groups, comma-separated (e.g. `memory,web`); its cost is answered as `selection`.
                 * @example memory,web
                 */
                groups?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The cost of each group, of all and of the chosen ones. */
            200: {
                headers: {
                    "X-Request-ID": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["McpToolGroupCosts"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["ValidationFailed"];
            default: components["responses"]["NotImplemented"];
        };
    };
    listAuthProviders: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Enabled providers. */
            200: {
                headers: {
                    "X-Request-ID": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ProvidersResponse"];
                };
            };
            default: components["responses"]["NotImplemented"];
        };
    };
    getAuthConfig: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Authentication configuration. */
            200: {
                headers: {
                    "X-Request-ID": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AuthConfigResponse"];
                };
            };
            default: components["responses"]["NotImplemented"];
        };
    };
    loginWithPassword: {
        parameters: {
            query?: {
                /** @description Same-origin relative path to continue at after sign-in (for example `/dashboard`). Absolute or protocol-relative URLs are refused (open-redirect protection). */
                return_to?: components["parameters"]["ReturnTo"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PasswordLoginRequest"];
            };
        };
        responses: {
            /** @description Signed in (`ok`, cookie set) or second factor required (`mfa_required`). */
            200: {
                headers: {
                    "X-Request-ID": components["headers"]["XRequestId"];
                    "Set-Cookie": components["headers"]["SetSessionCookie"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LoginResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationFailed"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["NotImplemented"];
        };
    };
    verifyMfa: {
        parameters: {
            query?: {
                /** @description Same-origin relative path to continue at after sign-in (for example `/dashboard`). Absolute or protocol-relative URLs are refused (open-redirect protection). */
                return_to?: components["parameters"]["ReturnTo"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["MfaVerifyRequest"];
            };
        };
        responses: {
            /** @description Signed in; `status` is `ok`. */
            200: {
                headers: {
                    "X-Request-ID": components["headers"]["XRequestId"];
                    "Set-Cookie": components["headers"]["SetSessionCookie"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LoginResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationFailed"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["NotImplemented"];
        };
    };
    logout: {
        parameters: {
            query?: {
                /** @description Sign out the active account only (`current`) or the whole browser session (`all`). */
                scope?: "current" | "all";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Signed out. */
            200: {
                headers: {
                    "X-Request-ID": components["headers"]["XRequestId"];
                    "Set-Cookie": components["headers"]["SetSessionCookie"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": true,
                     *       "scope": "all",
                     *       "session_ended": true
                     *     }
                     */
                    "application/json": components["schemas"]["LogoutResult"];
                };
            };
            400: components["responses"]["BadRequest"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["ValidationFailed"];
            default: components["responses"]["NotImplemented"];
        };
    };
    listSessionAccounts: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Signed-in accounts. */
            200: {
                headers: {
                    "X-Request-ID": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SessionAccountsResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            default: components["responses"]["NotImplemented"];
        };
    };
    switchAccount: {
        parameters: {
            query?: never;
            header?: {
                /** @description The value of the `svc_csrf` cookie. Required on this write when it is authenticated by the browser session cookie (no bearer token): without it, or with another value, the answer is 403 `AUTH-050` before the request is validated. Calls with an API key or an OAuth token do not send it (see the `sessionCookie` scheme). */
                "X-CSRF-Token"?: components["parameters"]["XCsrfToken"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AccountSwitchRequest"];
            };
        };
        responses: {
            /** @description Switched; the updated list of accounts. */
            200: {
                headers: {
                    "X-Request-ID": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SessionAccountsResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationFailed"];
            default: components["responses"]["NotImplemented"];
        };
    };
    getCurrentUser: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The current user. */
            200: {
                headers: {
                    "X-Request-ID": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "user": {
                     *         "id": "usr_01J9Z7W6X8",
                     *         "email": "alice@example.com",
                     *         "name": "Alice",
                     *         "role": "admin",
                     *         "current_workspace_id": "6f1d2c3b-4a5e-4f60-8a7b-9c0d1e2f3a4b",
                     *         "timezone": "Europe/Berlin",
                     *         "locale": "de-DE",
                     *         "email_verified": true,
                     *         "mfa_enabled": false
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["UserResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            default: components["responses"]["NotImplemented"];
        };
    };
    getBrowserSession: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The browser's sign-in state. */
            200: {
                headers: {
                    "X-Request-ID": components["headers"]["XRequestId"];
                    "Cache-Control": components["headers"]["CacheControlNoStore"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BrowserSessionResponse"];
                };
            };
            default: components["responses"]["NotImplemented"];
        };
    };
    startIdpALogin: {
        parameters: {
            query?: {
                /** @description Registered callback URI to use when several are configured. */
                redirect_uri?: string;
                /** @description Same-origin relative path to continue at after sign-in (for example `/dashboard`). Absolute or protocol-relative URLs are refused (open-redirect protection). */
                return_to?: components["parameters"]["ReturnTo"];
                /** @description Add the account to the current browser session instead of replacing it. */
                add_account?: boolean;
                /** @description Closed-beta invite token (its hash is bound to the flow). */
                invite?: string;
                /** @description Terms version the user accepted on the sign-up page. */
                accepted_terms?: string;
                /** @description Record the authentication time from the verified ID token in the callback (fresh sign-in proof for identity linking). */
                link_proof?: boolean;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Where to send the browser (no `return_to` given). */
            200: {
                headers: {
                    "X-Request-ID": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AuthorizationUrlResponse"];
                };
            };
            /** @description Redirect to the provider (when `return_to` is given), or to `/login?error=provider_unavailable` when the provider is not configured. */
            303: {
                headers: {
                    "X-Request-ID": components["headers"]["XRequestId"];
                    Location: components["headers"]["Location"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationFailed"];
            500: components["responses"]["InternalError"];
            default: components["responses"]["NotImplemented"];
        };
    };
    completeIdpALogin: {
        parameters: {
            query?: {
                /** @description Authorization code from the provider. */
                code?: string;
                /** @description State issued at login start. */
                state?: string;
                /** @description Error reported by the provider. */
                error?: string;
                /** @description Error description reported by the provider. */
                error_description?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Redirect to the dashboard (success, cookie set) or to `/login?error=<token>` (failure). */
            303: {
                headers: {
                    "X-Request-ID": components["headers"]["XRequestId"];
                    Location: components["headers"]["Location"];
                    "Set-Cookie": components["headers"]["SetSessionCookie"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            default: components["responses"]["NotImplemented"];
        };
    };
    startIdpBLogin: {
        parameters: {
            query?: {
                /** @description Same-origin relative path to continue at after sign-in (for example `/dashboard`). Absolute or protocol-relative URLs are refused (open-redirect protection). */
                return_to?: components["parameters"]["ReturnTo"];
                /** @description Add the account to the current browser session instead of replacing it. */
                add_account?: boolean;
                /** @description Closed-beta invite token (its hash is bound to the flow). */
                invite?: string;
                /** @description Terms version the user accepted on the sign-up page. */
                accepted_terms?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Where to send the browser (no `return_to` given). */
            200: {
                headers: {
                    "X-Request-ID": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AuthorizationUrlResponse"];
                };
            };
            /** @description Redirect to the provider (when `return_to` is given), or to `/login?error=provider_unavailable` when the provider is not configured. */
            303: {
                headers: {
                    "X-Request-ID": components["headers"]["XRequestId"];
                    Location: components["headers"]["Location"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationFailed"];
            500: components["responses"]["InternalError"];
            default: components["responses"]["NotImplemented"];
        };
    };
    completeIdpBLogin: {
        parameters: {
            query?: {
                /** @description Authorization code from the provider. */
                code?: string;
                /** @description State issued at login start. */
                state?: string;
                /** @description Error reported by the provider. */
                error?: string;
                /** @description Error description reported by the provider. */
                error_description?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Redirect to the dashboard (success, cookie set) or to `/login?error=<token>` (failure). */
            303: {
                headers: {
                    "X-Request-ID": components["headers"]["XRequestId"];
                    Location: components["headers"]["Location"];
                    "Set-Cookie": components["headers"]["SetSessionCookie"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            default: components["responses"]["NotImplemented"];
        };
    };
    requestPasswordReset: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PasswordResetRequestBody"];
            };
        };
        responses: {
            /** @description Accepted (same for every address). */
            202: {
                headers: {
                    "X-Request-ID": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PasswordEmailAcceptedResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationFailed"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["NotImplemented"];
        };
    };
    resetPassword: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PasswordLinkBody"];
            };
        };
        responses: {
            /** @description Password changed. */
            204: {
                headers: {
                    "X-Request-ID": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Unknown, expired or already used link (or malformed JSON). */
            400: {
                headers: {
                    "X-Request-ID": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationFailed"];
            default: components["responses"]["NotImplemented"];
        };
    };
    setupPassword: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PasswordLinkBody"];
            };
        };
        responses: {
            /** @description Password set. */
            204: {
                headers: {
                    "X-Request-ID": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Unknown, expired or already used link (or malformed JSON). */
            400: {
                headers: {
                    "X-Request-ID": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationFailed"];
            default: components["responses"]["NotImplemented"];
        };
    };
    getUser: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The current user. */
            200: {
                headers: {
                    "X-Request-ID": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UserResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            default: components["responses"]["NotImplemented"];
        };
    };
    getUserProfile: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The profile. */
            200: {
                headers: {
                    "X-Request-ID": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UserProfileResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            default: components["responses"]["NotImplemented"];
        };
    };
    updateUserProfile: {
        parameters: {
            query?: never;
            header?: {
                /** @description The value of the `svc_csrf` cookie. Required on this write when it is authenticated by the browser session cookie (no bearer token): without it, or with another value, the answer is 403 `AUTH-050` before the request is validated. Calls with an API key or an OAuth token do not send it (see the `sessionCookie` scheme). */
                "X-CSRF-Token"?: components["parameters"]["XCsrfToken"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UpdateUserProfileRequest"];
            };
        };
        responses: {
            /** @description The updated profile. */
            200: {
                headers: {
                    "X-Request-ID": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UserProfileResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationFailed"];
            default: components["responses"]["NotImplemented"];
        };
    };
    getErasureRequest: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The active request, or null. */
            200: {
                headers: {
                    "X-Request-ID": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErasureRequestStateResponse"] | null;
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            default: components["responses"]["NotImplemented"];
        };
    };
    createErasureRequest: {
        parameters: {
            query?: never;
            header?: {
                /** @description The value of the `svc_csrf` cookie. Required on this write when it is authenticated by the browser session cookie (no bearer token): without it, or with another value, the answer is 403 `AUTH-050` before the request is validated. Calls with an API key or an OAuth token do not send it (see the `sessionCookie` scheme). */
                "X-CSRF-Token"?: components["parameters"]["XCsrfToken"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Erasure request created. */
            201: {
                headers: {
                    "X-Request-ID": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "9a7b6c5d-4e3f-4a2b-8c1d-0e9f8a7b6c5d",
                     *       "state": "pending",
                     *       "confirm_token": "ert_Qm9vb2tzQXJlRnVu",
                     *       "confirm_with": "password",
                     *       "created_at": "2025-01-15T09:30:00Z",
                     *       "cooling_off_ends_at": null
                     *     }
                     */
                    "application/json": components["schemas"]["ErasureRequestCreateResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            503: components["responses"]["ServiceUnavailable"];
            default: components["responses"]["NotImplemented"];
        };
    };
    cancelErasureRequest: {
        parameters: {
            query?: never;
            header?: {
                /** @description The value of the `svc_csrf` cookie. Required on this write when it is authenticated by the browser session cookie (no bearer token): without it, or with another value, the answer is 403 `AUTH-050` before the request is validated. Calls with an API key or an OAuth token do not send it (see the `sessionCookie` scheme). */
                "X-CSRF-Token"?: components["parameters"]["XCsrfToken"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The cancelled request. */
            200: {
                headers: {
                    "X-Request-ID": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErasureRequestStateResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            default: components["responses"]["NotImplemented"];
        };
    };
    confirmErasureRequest: {
        parameters: {
            query?: never;
            header?: {
                /** @description The value of the `svc_csrf` cookie. Required on this write when it is authenticated by the browser session cookie (no bearer token): without it, or with another value, the answer is 403 `AUTH-050` before the request is validated. Calls with an API key or an OAuth token do not send it (see the `sessionCookie` scheme). */
                "X-CSRF-Token"?: components["parameters"]["XCsrfToken"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ErasureConfirmRequest"];
            };
        };
        responses: {
            /** @description Confirmed; cooling-off started. */
            200: {
                headers: {
                    "X-Request-ID": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErasureRequestStateResponse"];
                };
            };
            /** @description Invalid or expired token (or malformed JSON). */
            400: {
                headers: {
                    "X-Request-ID": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationFailed"];
            /** @description Too many wrong current passwords for this account (CURRENT_PASSWORD_MAX_FAILURES within CURRENT_PASSWORD_LOCK_SECONDS): `RATE-001`, retry after `Retry-After` seconds. */
            429: {
                headers: {
                    "X-Request-ID": components["headers"]["XRequestId"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            default: components["responses"]["NotImplemented"];
        };
    };
    startErasureProviderConfirmation: {
        parameters: {
            query?: never;
            header?: {
                /** @description The value of the `svc_csrf` cookie. Required on this write when it is authenticated by the browser session cookie (no bearer token): without it, or with another value, the answer is 403 `AUTH-050` before the request is validated. Calls with an API key or an OAuth token do not send it (see the `sessionCookie` scheme). */
                "X-CSRF-Token"?: components["parameters"]["XCsrfToken"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ErasureProviderConfirmRequest"];
            };
        };
        responses: {
            /** @description Where to send the browser. */
            200: {
                headers: {
                    "X-Request-ID": components["headers"]["XRequestId"];
                    "Cache-Control": components["headers"]["CacheControlNoStore"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AuthorizationUrlResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationFailed"];
            503: components["responses"]["ServiceUnavailable"];
            default: components["responses"]["NotImplemented"];
        };
    };
    startErasurePasskeyConfirmation: {
        parameters: {
            query?: never;
            header?: {
                /** @description The value of the `svc_csrf` cookie. Required on this write when it is authenticated by the browser session cookie (no bearer token): without it, or with another value, the answer is 403 `AUTH-050` before the request is validated. Calls with an API key or an OAuth token do not send it (see the `sessionCookie` scheme). */
                "X-CSRF-Token"?: components["parameters"]["XCsrfToken"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Options for the browser. */
            200: {
                headers: {
                    "X-Request-ID": components["headers"]["XRequestId"];
                    "Cache-Control": components["headers"]["CacheControlNoStore"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PasskeySignInOptionsResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            default: components["responses"]["NotImplemented"];
        };
    };
    linkProvider: {
        parameters: {
            query?: never;
            header?: {
                /** @description The value of the `svc_csrf` cookie. Required on this write when it is authenticated by the browser session cookie (no bearer token): without it, or with another value, the answer is 403 `AUTH-050` before the request is validated. Calls with an API key or an OAuth token do not send it (see the `sessionCookie` scheme). */
                "X-CSRF-Token"?: components["parameters"]["XCsrfToken"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["LinkProviderRequest"];
            };
        };
        responses: {
            /** @description Where to send the browser. */
            200: {
                headers: {
                    "X-Request-ID": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AuthorizationUrlResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationFailed"];
            default: components["responses"]["NotImplemented"];
        };
    };
    unlinkProvider: {
        parameters: {
            query?: never;
            header?: {
                /** @description The value of the `svc_csrf` cookie. Required on this write when it is authenticated by the browser session cookie (no bearer token): without it, or with another value, the answer is 403 `AUTH-050` before the request is validated. Calls with an API key or an OAuth token do not send it (see the `sessionCookie` scheme). */
                "X-CSRF-Token"?: components["parameters"]["XCsrfToken"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UnlinkProviderRequest"];
            };
        };
        responses: {
            /** @description Unlinked. */
            200: {
                headers: {
                    "X-Request-ID": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StatusOkResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationFailed"];
            default: components["responses"]["NotImplemented"];
        };
    };
    listLinkedProviders: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Linked providers. */
            200: {
                headers: {
                    "X-Request-ID": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ProvidersListResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            default: components["responses"]["NotImplemented"];
        };
    };
    listIdentityLinks: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Links and linkable accounts. */
            200: {
                headers: {
                    "X-Request-ID": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["IdentityLinksResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            default: components["responses"]["NotImplemented"];
        };
    };
    createIdentityLink: {
        parameters: {
            query?: never;
            header?: {
                /** @description The value of the `svc_csrf` cookie. Required on this write when it is authenticated by the browser session cookie (no bearer token): without it, or with another value, the answer is 403 `AUTH-050` before the request is validated. Calls with an API key or an OAuth token do not send it (see the `sessionCookie` scheme). */
                "X-CSRF-Token"?: components["parameters"]["XCsrfToken"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["IdentityLinkTarget"];
            };
        };
        responses: {
            /** @description Linked. */
            200: {
                headers: {
                    "X-Request-ID": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["IdentityLinkStatusResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationFailed"];
            default: components["responses"]["NotImplemented"];
        };
    };
    unlinkIdentity: {
        parameters: {
            query?: never;
            header?: {
                /** @description The value of the `svc_csrf` cookie. Required on this write when it is authenticated by the browser session cookie (no bearer token): without it, or with another value, the answer is 403 `AUTH-050` before the request is validated. Calls with an API key or an OAuth token do not send it (see the `sessionCookie` scheme). */
                "X-CSRF-Token"?: components["parameters"]["XCsrfToken"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["IdentityLinkTarget"];
            };
        };
        responses: {
            /** @description Unlinked. */
            200: {
                headers: {
                    "X-Request-ID": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["IdentityLinkStatusResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationFailed"];
            default: components["responses"]["NotImplemented"];
        };
    };
    leaveIdentityLinks: {
        parameters: {
            query?: never;
            header?: {
                /** @description The value of the `svc_csrf` cookie. Required on this write when it is authenticated by the browser session cookie (no bearer token): without it, or with another value, the answer is 403 `AUTH-050` before the request is validated. Calls with an API key or an OAuth token do not send it (see the `sessionCookie` scheme). */
                "X-CSRF-Token"?: components["parameters"]["XCsrfToken"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Left the set. */
            200: {
                headers: {
                    "X-Request-ID": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["IdentityLinkStatusResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            default: components["responses"]["NotImplemented"];
        };
    };
    refreshOAuth: {
        parameters: {
            query?: never;
            header?: {
                /** @description The value of the `svc_csrf` cookie. Required on this write when it is authenticated by the browser session cookie (no bearer token): without it, or with another value, the answer is 403 `AUTH-050` before the request is validated. Calls with an API key or an OAuth token do not send it (see the `sessionCookie` scheme). */
                "X-CSRF-Token"?: components["parameters"]["XCsrfToken"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["RefreshOAuthRequest"];
            };
        };
        responses: {
            /** @description Where to send the browser. */
            200: {
                headers: {
                    "X-Request-ID": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OAuthRefreshStart"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationFailed"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            default: components["responses"]["NotImplemented"];
        };
    };
    listOAuthGrants: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Grants. */
            200: {
                headers: {
                    "X-Request-ID": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OAuthGrantResponse"][];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            default: components["responses"]["NotImplemented"];
        };
    };
    setGrantDefaultContext: {
        parameters: {
            query?: never;
            header?: {
                /** @description The value of the `svc_csrf` cookie. Required on this write when it is authenticated by the browser session cookie (no bearer token): without it, or with another value, the answer is 403 `AUTH-050` before the request is validated. Calls with an API key or an OAuth token do not send it (see the `sessionCookie` scheme). */
                "X-CSRF-Token"?: components["parameters"]["XCsrfToken"];
            };
            path: {
                /** @description OAuth client identifier. */
                client_id: components["parameters"]["ClientIdPath"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["OAuthGrantDefaultContextUpdate"];
            };
        };
        responses: {
            /** @description The updated grant. */
            200: {
                headers: {
                    "X-Request-ID": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OAuthGrantResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationFailed"];
            default: components["responses"]["NotImplemented"];
        };
    };
    clearGrantDefaultContext: {
        parameters: {
            query?: never;
            header?: {
                /** @description The value of the `svc_csrf` cookie. Required on this write when it is authenticated by the browser session cookie (no bearer token): without it, or with another value, the answer is 403 `AUTH-050` before the request is validated. Calls with an API key or an OAuth token do not send it (see the `sessionCookie` scheme). */
                "X-CSRF-Token"?: components["parameters"]["XCsrfToken"];
            };
            path: {
                /** @description OAuth client identifier. */
                client_id: components["parameters"]["ClientIdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Cleared. */
            204: {
                headers: {
                    "X-Request-ID": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationFailed"];
            default: components["responses"]["NotImplemented"];
        };
    };
    setGrantToolGroups: {
        parameters: {
            query?: never;
            header?: {
                /** @description The value of the `svc_csrf` cookie. Required on this write when it is authenticated by the browser session cookie (no bearer token): without it, or with another value, the answer is 403 `AUTH-050` before the request is validated. Calls with an API key or an OAuth token do not send it (see the `sessionCookie` scheme). */
                "X-CSRF-Token"?: components["parameters"]["XCsrfToken"];
            };
            path: {
                /** @description OAuth client identifier. */
                client_id: components["parameters"]["ClientIdPath"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["OAuthGrantToolGroupsUpdate"];
            };
        };
        responses: {
            /** @description The updated grant. */
            200: {
                headers: {
                    "X-Request-ID": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OAuthGrantResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationFailed"];
            default: components["responses"]["NotImplemented"];
        };
    };
    acceptTerms: {
        parameters: {
            query?: never;
            header?: {
                /** @description The value of the `svc_csrf` cookie. Required on this write when it is authenticated by the browser session cookie (no bearer token): without it, or with another value, the answer is 403 `AUTH-050` before the request is validated. Calls with an API key or an OAuth token do not send it (see the `sessionCookie` scheme). */
                "X-CSRF-Token"?: components["parameters"]["XCsrfToken"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["TermsAcceptanceRequest"];
            };
        };
        responses: {
            /** @description Accepted. */
            200: {
                headers: {
                    "X-Request-ID": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TermsAcceptanceResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationFailed"];
            default: components["responses"]["NotImplemented"];
        };
    };
    requestPasswordSetup: {
        parameters: {
            query?: never;
            header?: {
                /** @description The value of the `svc_csrf` cookie. Required on this write when it is authenticated by the browser session cookie (no bearer token): without it, or with another value, the answer is 403 `AUTH-050` before the request is validated. Calls with an API key or an OAuth token do not send it (see the `sessionCookie` scheme). */
                "X-CSRF-Token"?: components["parameters"]["XCsrfToken"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Link emailed. */
            202: {
                headers: {
                    "X-Request-ID": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PasswordSetupRequestedResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
            default: components["responses"]["NotImplemented"];
        };
    };
    changePassword: {
        parameters: {
            query?: never;
            header?: {
                /** @description The value of the `svc_csrf` cookie. Required on this write when it is authenticated by the browser session cookie (no bearer token): without it, or with another value, the answer is 403 `AUTH-050` before the request is validated. Calls with an API key or an OAuth token do not send it (see the `sessionCookie` scheme). */
                "X-CSRF-Token"?: components["parameters"]["XCsrfToken"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PasswordChangeBody"];
            };
        };
        responses: {
            /** @description Password changed. */
            204: {
                headers: {
                    "X-Request-ID": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationFailed"];
            /** @description Too many wrong current passwords for this account (CURRENT_PASSWORD_MAX_FAILURES within CURRENT_PASSWORD_LOCK_SECONDS): `RATE-001`, retry after `Retry-After` seconds. */
            429: {
                headers: {
                    "X-Request-ID": components["headers"]["XRequestId"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            default: components["responses"]["NotImplemented"];
        };
    };
    removePassword: {
        parameters: {
            query?: never;
            header?: {
                /** @description The value of the `svc_csrf` cookie. Required on this write when it is authenticated by the browser session cookie (no bearer token): without it, or with another value, the answer is 403 `AUTH-050` before the request is validated. Calls with an API key or an OAuth token do not send it (see the `sessionCookie` scheme). */
                "X-CSRF-Token"?: components["parameters"]["XCsrfToken"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PasswordRemoveBody"];
            };
        };
        responses: {
            /** @description Password removed. */
            204: {
                headers: {
                    "X-Request-ID": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationFailed"];
            /** @description Too many wrong current passwords for this account (CURRENT_PASSWORD_MAX_FAILURES within CURRENT_PASSWORD_LOCK_SECONDS): `RATE-001`, retry after `Retry-After` seconds. */
            429: {
                headers: {
                    "X-Request-ID": components["headers"]["XRequestId"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            default: components["responses"]["NotImplemented"];
        };
    };
    startTotpEnrolment: {
        parameters: {
            query?: never;
            header?: {
                /** @description The value of the `svc_csrf` cookie. Required on this write when it is authenticated by the browser session cookie (no bearer token): without it, or with another value, the answer is 403 `AUTH-050` before the request is validated. Calls with an API key or an OAuth token do not send it (see the `sessionCookie` scheme). */
                "X-CSRF-Token"?: components["parameters"]["XCsrfToken"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Pending enrolment. */
            200: {
                headers: {
                    "X-Request-ID": components["headers"]["XRequestId"];
                    "Cache-Control": components["headers"]["CacheControlNoStore"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TotpEnrolmentStartResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            default: components["responses"]["NotImplemented"];
        };
    };
    disableTotp: {
        parameters: {
            query?: never;
            header?: {
                /** @description The value of the `svc_csrf` cookie. Required on this write when it is authenticated by the browser session cookie (no bearer token): without it, or with another value, the answer is 403 `AUTH-050` before the request is validated. Calls with an API key or an OAuth token do not send it (see the `sessionCookie` scheme). */
                "X-CSRF-Token"?: components["parameters"]["XCsrfToken"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["TotpDisableRequest"];
            };
        };
        responses: {
            /** @description TOTP disabled. */
            204: {
                headers: {
                    "X-Request-ID": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationFailed"];
            /** @description Too many wrong current passwords for this account (CURRENT_PASSWORD_MAX_FAILURES within CURRENT_PASSWORD_LOCK_SECONDS): `RATE-001`, retry after `Retry-After` seconds. */
            429: {
                headers: {
                    "X-Request-ID": components["headers"]["XRequestId"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            default: components["responses"]["NotImplemented"];
        };
    };
    confirmTotpEnrolment: {
        parameters: {
            query?: never;
            header?: {
                /** @description The value of the `svc_csrf` cookie. Required on this write when it is authenticated by the browser session cookie (no bearer token): without it, or with another value, the answer is 403 `AUTH-050` before the request is validated. Calls with an API key or an OAuth token do not send it (see the `sessionCookie` scheme). */
                "X-CSRF-Token"?: components["parameters"]["XCsrfToken"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["TotpConfirmRequest"];
            };
        };
        responses: {
            /** @description TOTP enabled. */
            200: {
                headers: {
                    "X-Request-ID": components["headers"]["XRequestId"];
                    "Cache-Control": components["headers"]["CacheControlNoStore"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TotpEnrolmentConfirmResponse"];
                };
            };
            /** @description The code does not match (or malformed JSON). */
            400: {
                headers: {
                    "X-Request-ID": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationFailed"];
            default: components["responses"]["NotImplemented"];
        };
    };
    regenerateRecoveryCodes: {
        parameters: {
            query?: never;
            header?: {
                /** @description The value of the `svc_csrf` cookie. Required on this write when it is authenticated by the browser session cookie (no bearer token): without it, or with another value, the answer is 403 `AUTH-050` before the request is validated. Calls with an API key or an OAuth token do not send it (see the `sessionCookie` scheme). */
                "X-CSRF-Token"?: components["parameters"]["XCsrfToken"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["RecoveryCodesRegenerateRequest"];
            };
        };
        responses: {
            /** @description New recovery codes. */
            200: {
                headers: {
                    "X-Request-ID": components["headers"]["XRequestId"];
                    "Cache-Control": components["headers"]["CacheControlNoStore"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RecoveryCodesResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationFailed"];
            /** @description Too many wrong current passwords for this account (CURRENT_PASSWORD_MAX_FAILURES within CURRENT_PASSWORD_LOCK_SECONDS): `RATE-001`, retry after `Retry-After` seconds. */
            429: {
                headers: {
                    "X-Request-ID": components["headers"]["XRequestId"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            default: components["responses"]["NotImplemented"];
        };
    };
    startPasskeyRegistration: {
        parameters: {
            query?: never;
            header?: {
                /** @description The value of the `svc_csrf` cookie. Required on this write when it is authenticated by the browser session cookie (no bearer token): without it, or with another value, the answer is 403 `AUTH-050` before the request is validated. Calls with an API key or an OAuth token do not send it (see the `sessionCookie` scheme). */
                "X-CSRF-Token"?: components["parameters"]["XCsrfToken"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PasskeyRegistrationOptionsRequest"];
            };
        };
        responses: {
            /** @description Options for the browser. */
            200: {
                headers: {
                    "X-Request-ID": components["headers"]["XRequestId"];
                    "Cache-Control": components["headers"]["CacheControlNoStore"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PasskeyRegistrationOptionsResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationFailed"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["NotImplemented"];
        };
    };
    listMyPasskeys: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The passkeys. */
            200: {
                headers: {
                    "X-Request-ID": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PasskeyListResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            default: components["responses"]["NotImplemented"];
        };
    };
    registerPasskey: {
        parameters: {
            query?: never;
            header?: {
                /** @description The value of the `svc_csrf` cookie. Required on this write when it is authenticated by the browser session cookie (no bearer token): without it, or with another value, the answer is 403 `AUTH-050` before the request is validated. Calls with an API key or an OAuth token do not send it (see the `sessionCookie` scheme). */
                "X-CSRF-Token"?: components["parameters"]["XCsrfToken"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PasskeyRegistrationRequest"];
            };
        };
        responses: {
            /** @description Passkey added. */
            201: {
                headers: {
                    "X-Request-ID": components["headers"]["XRequestId"];
                    "Cache-Control": components["headers"]["CacheControlNoStore"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PasskeyCreatedResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationFailed"];
            default: components["responses"]["NotImplemented"];
        };
    };
    removeMyPasskey: {
        parameters: {
            query?: never;
            header?: {
                /** @description The value of the `svc_csrf` cookie. Required on this write when it is authenticated by the browser session cookie (no bearer token): without it, or with another value, the answer is 403 `AUTH-050` before the request is validated. Calls with an API key or an OAuth token do not send it (see the `sessionCookie` scheme). */
                "X-CSRF-Token"?: components["parameters"]["XCsrfToken"];
            };
            path: {
                /** @description The passkey's id (from the list). */
                passkey_id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PasskeyRemoveRequest"];
            };
        };
        responses: {
            /** @description Passkey removed. */
            204: {
                headers: {
                    "X-Request-ID": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationFailed"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["NotImplemented"];
        };
    };
    renameMyPasskey: {
        parameters: {
            query?: never;
            header?: {
                /** @description The value of the `svc_csrf` cookie. Required on this write when it is authenticated by the browser session cookie (no bearer token): without it, or with another value, the answer is 403 `AUTH-050` before the request is validated. Calls with an API key or an OAuth token do not send it (see the `sessionCookie` scheme). */
                "X-CSRF-Token"?: components["parameters"]["XCsrfToken"];
            };
            path: {
                /** @description The passkey's id (from the list). */
                passkey_id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PasskeyRenameRequest"];
            };
        };
        responses: {
            /** @description The renamed passkey. */
            200: {
                headers: {
                    "X-Request-ID": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Passkey"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationFailed"];
            default: components["responses"]["NotImplemented"];
        };
    };
    startPasskeySignIn: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PasskeySignInOptionsRequest"];
            };
        };
        responses: {
            /** @description Options for the browser. */
            200: {
                headers: {
                    "X-Request-ID": components["headers"]["XRequestId"];
                    "Cache-Control": components["headers"]["CacheControlNoStore"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PasskeySignInOptionsResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationFailed"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["NotImplemented"];
        };
    };
    signInWithPasskey: {
        parameters: {
            query?: {
                /** @description Same-origin relative path to continue at after sign-in (for example `/dashboard`). Absolute or protocol-relative URLs are refused (open-redirect protection). */
                return_to?: components["parameters"]["ReturnTo"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PasskeySignInRequest"];
            };
        };
        responses: {
            /** @description Signed in; `status` is `ok`. */
            200: {
                headers: {
                    "X-Request-ID": components["headers"]["XRequestId"];
                    "Set-Cookie": components["headers"]["SetSessionCookie"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LoginResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationFailed"];
            /** @description Too many failed passwordless sign-ins from this client address or with this passkey (or, for a second step, too many wrong answers to its pending sign-in): `RATE-001`, retry after `Retry-After` seconds. */
            429: {
                headers: {
                    "X-Request-ID": components["headers"]["XRequestId"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            default: components["responses"]["NotImplemented"];
        };
    };
    checkInvitation: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["InvitationCheckRequest"];
            };
        };
        responses: {
            /** @description The invitation is usable. */
            200: {
                headers: {
                    "X-Request-ID": components["headers"]["XRequestId"];
                    "Cache-Control": components["headers"]["CacheControlNoStore"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InvitationDetails"];
                };
            };
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationFailed"];
            default: components["responses"]["NotImplemented"];
        };
    };
    startInvitationPasskey: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["InvitationPasskeyOptionsRequest"];
            };
        };
        responses: {
            /** @description Options for the browser. */
            200: {
                headers: {
                    "X-Request-ID": components["headers"]["XRequestId"];
                    "Cache-Control": components["headers"]["CacheControlNoStore"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PasskeyRegistrationOptionsResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationFailed"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["NotImplemented"];
        };
    };
    acceptInvitation: {
        parameters: {
            query?: {
                /** @description Same-origin relative path to continue at after sign-in (for example `/dashboard`). Absolute or protocol-relative URLs are refused (open-redirect protection). */
                return_to?: components["parameters"]["ReturnTo"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["InvitationAcceptRequest"];
            };
        };
        responses: {
            /** @description Account created and signed in; `status` is `ok`. */
            201: {
                headers: {
                    "X-Request-ID": components["headers"]["XRequestId"];
                    "Set-Cookie": components["headers"]["SetSessionCookie"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LoginResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationFailed"];
            default: components["responses"]["NotImplemented"];
        };
    };
    revokeOAuthGrant: {
        parameters: {
            query?: never;
            header?: {
                /** @description The value of the `svc_csrf` cookie. Required on this write when it is authenticated by the browser session cookie (no bearer token): without it, or with another value, the answer is 403 `AUTH-050` before the request is validated. Calls with an API key or an OAuth token do not send it (see the `sessionCookie` scheme). */
                "X-CSRF-Token"?: components["parameters"]["XCsrfToken"];
            };
            path: {
                /** @description OAuth client identifier. */
                client_id: components["parameters"]["ClientIdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Grant and its tokens revoked. */
            204: {
                headers: {
                    "X-Request-ID": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationFailed"];
            default: components["responses"]["NotImplemented"];
        };
    };
    listMyContexts: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Readable contexts. */
            200: {
                headers: {
                    "X-Request-ID": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MyContextsResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            default: components["responses"]["NotImplemented"];
        };
    };
    listMySessions: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Browser sessions. */
            200: {
                headers: {
                    "X-Request-ID": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MySessionsResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            default: components["responses"]["NotImplemented"];
        };
    };
    revokeMyOtherSessions: {
        parameters: {
            query?: never;
            header?: {
                /** @description The value of the `svc_csrf` cookie. Required on this write when it is authenticated by the browser session cookie (no bearer token): without it, or with another value, the answer is 403 `AUTH-050` before the request is validated. Calls with an API key or an OAuth token do not send it (see the `sessionCookie` scheme). */
                "X-CSRF-Token"?: components["parameters"]["XCsrfToken"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Number of sessions the account was signed out of. */
            200: {
                headers: {
                    "X-Request-ID": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevokedSessionsResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            default: components["responses"]["NotImplemented"];
        };
    };
    revokeMySession: {
        parameters: {
            query?: never;
            header?: {
                /** @description The value of the `svc_csrf` cookie. Required on this write when it is authenticated by the browser session cookie (no bearer token): without it, or with another value, the answer is 403 `AUTH-050` before the request is validated. Calls with an API key or an OAuth token do not send it (see the `sessionCookie` scheme). */
                "X-CSRF-Token"?: components["parameters"]["XCsrfToken"];
            };
            path: {
                /** @description Public identifier of a browser session, as listed by `listMySessions`. */
                session_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Signed out of that session. */
            204: {
                headers: {
                    "X-Request-ID": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationFailed"];
            default: components["responses"]["NotImplemented"];
        };
    };
    listMyApiKeys: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description API keys. */
            200: {
                headers: {
                    "X-Request-ID": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MyApiKeysResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            default: components["responses"]["NotImplemented"];
        };
    };
    createMyApiKey: {
        parameters: {
            query?: never;
            header?: {
                /** @description The value of the `svc_csrf` cookie. Required on this write when it is authenticated by the browser session cookie (no bearer token): without it, or with another value, the answer is 403 `AUTH-050` before the request is validated. Calls with an API key or an OAuth token do not send it (see the `sessionCookie` scheme). */
                "X-CSRF-Token"?: components["parameters"]["XCsrfToken"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ApiKeyCreateRequest"];
            };
        };
        responses: {
            /** @description Key created; `key` is shown only in this response. */
            201: {
                headers: {
                    "X-Request-ID": components["headers"]["XRequestId"];
                    /** @description Always `no-store` (the body holds a secret). */
                    "Cache-Control"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiKeyCreatedResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationFailed"];
            default: components["responses"]["NotImplemented"];
        };
    };
    revokeMyApiKey: {
        parameters: {
            query?: never;
            header?: {
                /** @description The value of the `svc_csrf` cookie. Required on this write when it is authenticated by the browser session cookie (no bearer token): without it, or with another value, the answer is 403 `AUTH-050` before the request is validated. Calls with an API key or an OAuth token do not send it (see the `sessionCookie` scheme). */
                "X-CSRF-Token"?: components["parameters"]["XCsrfToken"];
            };
            path: {
                /** @description Name of one of the account's active API keys. */
                name: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Revoked. */
            204: {
                headers: {
                    "X-Request-ID": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationFailed"];
            default: components["responses"]["NotImplemented"];
        };
    };
    listMyAuditEvents: {
        parameters: {
            query?: {
                /** @description Events per page (1 to 100, default 50). */
                limit?: number;
                /** @description Opaque `next_cursor` value from the previous page. Omit for the first page. */
                cursor?: components["parameters"]["Cursor"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of audit events. */
            200: {
                headers: {
                    "X-Request-ID": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AuditEventsResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["ValidationFailed"];
            default: components["responses"]["NotImplemented"];
        };
    };
    listUsers: {
        parameters: {
            query?: {
                /** @description Maximum number of accounts on the page (1 to 100, default 50). */
                limit?: number;
                /** @description Opaque `next_cursor` value from the previous page. Omit for the first page. */
                cursor?: components["parameters"]["Cursor"];
                /** @description Only accounts whose email, name or login id contains this text (case-insensitive). */
                q?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of accounts. */
            200: {
                headers: {
                    "X-Request-ID": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "users": [
                     *         {
                     *           "id": "5f0c1a2b-3c4d-4e5f-8a9b-0c1d2e3f4a5b",
                     *           "email": "ada@example.com",
                     *           "name": "Ada",
                     *           "login_id": null,
                     *           "role": "user",
                     *           "email_verified": true,
                     *           "mfa_enabled": false,
                     *           "created_at": "2025-01-15T09:30:00Z",
                     *           "last_sign_in_at": "2025-01-16T08:00:00Z",
                     *           "providers": [
                     *             "idp_a"
                     *           ]
                     *         }
                     *       ],
                     *       "next_cursor": null
                     *     }
                     */
                    "application/json": components["schemas"]["AdminUserListResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["ValidationFailed"];
            default: components["responses"]["NotImplemented"];
        };
    };
    listInvitations: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Invitations. */
            200: {
                headers: {
                    "X-Request-ID": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InvitationListResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            default: components["responses"]["NotImplemented"];
        };
    };
    createInvitation: {
        parameters: {
            query?: never;
            header?: {
                /** @description The value of the `svc_csrf` cookie. Required on this write when it is authenticated by the browser session cookie (no bearer token): without it, or with another value, the answer is 403 `AUTH-050` before the request is validated. Calls with an API key or an OAuth token do not send it (see the `sessionCookie` scheme). */
                "X-CSRF-Token"?: components["parameters"]["XCsrfToken"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["InvitationCreateRequest"];
            };
        };
        responses: {
            /** @description The invitation, with its token and link (shown only now). */
            201: {
                headers: {
                    "X-Request-ID": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "0b1c2d3e-4f5a-4b6c-8d7e-9f0a1b2c3d4e",
                     *       "email": "ada@example.com",
                     *       "note": "Design partner",
                     *       "created_at": "2025-01-15T09:30:00Z",
                     *       "expires_at": "2025-01-29T09:30:00Z",
                     *       "used_at": null,
                     *       "revoked_at": null,
                     *       "status": "active",
                     *       "token": "Qm9vb2tzQXJlRnVuQm9vb2tzQXJlRnVuQm9vb2tzQXI",
                     *       "url": "https://memory.example.com/login?invite=Qm9vb2tzQXJlRnVuQm9vb2tzQXJlRnVuQm9vb2tzQXI",
                     *       "emailed": true
                     *     }
                     */
                    "application/json": components["schemas"]["InvitationCreatedResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationFailed"];
            default: components["responses"]["NotImplemented"];
        };
    };
    revokeInvitation: {
        parameters: {
            query?: never;
            header?: {
                /** @description The value of the `svc_csrf` cookie. Required on this write when it is authenticated by the browser session cookie (no bearer token): without it, or with another value, the answer is 403 `AUTH-050` before the request is validated. Calls with an API key or an OAuth token do not send it (see the `sessionCookie` scheme). */
                "X-CSRF-Token"?: components["parameters"]["XCsrfToken"];
            };
            path: {
                /** @description Invitation identifier (the `id` of a listed invitation, not its token). */
                invitation_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Revoked. */
            204: {
                headers: {
                    "X-Request-ID": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationFailed"];
            default: components["responses"]["NotImplemented"];
        };
    };
    listOAuthClients: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Clients. */
            200: {
                headers: {
                    "X-Request-ID": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OAuth2ClientResponse"][];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            default: components["responses"]["NotImplemented"];
        };
    };
    createOAuthClient: {
        parameters: {
            query?: never;
            header?: {
                /** @description The value of the `svc_csrf` cookie. Required on this write when it is authenticated by the browser session cookie (no bearer token): without it, or with another value, the answer is 403 `AUTH-050` before the request is validated. Calls with an API key or an OAuth token do not send it (see the `sessionCookie` scheme). */
                "X-CSRF-Token"?: components["parameters"]["XCsrfToken"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["OAuth2ClientCreateRequest"];
            };
        };
        responses: {
            /** @description Created; the secret is shown only in this answer. */
            201: {
                headers: {
                    "X-Request-ID": components["headers"]["XRequestId"];
                    Location: components["headers"]["Location"];
                    "Cache-Control": components["headers"]["CacheControlNoStore"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OAuth2ClientWithSecretResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationFailed"];
            default: components["responses"]["NotImplemented"];
        };
    };
    registerOAuthClient: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "client_name": "Claude",
                 *       "redirect_uris": [
                 *         "https://claude.ai/api/mcp/auth_callback"
                 *       ],
                 *       "token_endpoint_auth_method": "none"
                 *     }
                 */
                "application/json": components["schemas"]["DynamicClientRegistrationRequest"];
            };
        };
        responses: {
            /** @description Registered public client (no secret). */
            201: {
                headers: {
                    "X-Request-ID": components["headers"]["XRequestId"];
                    "Cache-Control": components["headers"]["CacheControlNoStore"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OAuth2ClientWithSecretResponse"];
                };
            };
            400: components["responses"]["OAuthBadRequest"];
            413: components["responses"]["OAuthPayloadTooLarge"];
            429: components["responses"]["OAuthTooManyRequests"];
            default: components["responses"]["NotImplemented"];
        };
    };
    getOAuthClient: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description OAuth client identifier. */
                client_id: components["parameters"]["ClientIdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The client. */
            200: {
                headers: {
                    "X-Request-ID": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OAuth2ClientResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationFailed"];
            default: components["responses"]["NotImplemented"];
        };
    };
    updateOAuthClient: {
        parameters: {
            query?: never;
            header?: {
                /** @description The value of the `svc_csrf` cookie. Required on this write when it is authenticated by the browser session cookie (no bearer token): without it, or with another value, the answer is 403 `AUTH-050` before the request is validated. Calls with an API key or an OAuth token do not send it (see the `sessionCookie` scheme). */
                "X-CSRF-Token"?: components["parameters"]["XCsrfToken"];
            };
            path: {
                /** @description OAuth client identifier. */
                client_id: components["parameters"]["ClientIdPath"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["OAuth2ClientUpdateRequest"];
            };
        };
        responses: {
            /** @description The updated client. */
            200: {
                headers: {
                    "X-Request-ID": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OAuth2ClientResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationFailed"];
            default: components["responses"]["NotImplemented"];
        };
    };
    deleteOAuthClient: {
        parameters: {
            query?: never;
            header?: {
                /** @description The value of the `svc_csrf` cookie. Required on this write when it is authenticated by the browser session cookie (no bearer token): without it, or with another value, the answer is 403 `AUTH-050` before the request is validated. Calls with an API key or an OAuth token do not send it (see the `sessionCookie` scheme). */
                "X-CSRF-Token"?: components["parameters"]["XCsrfToken"];
            };
            path: {
                /** @description OAuth client identifier. */
                client_id: components["parameters"]["ClientIdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted. */
            204: {
                headers: {
                    "X-Request-ID": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationFailed"];
            default: components["responses"]["NotImplemented"];
        };
    };
    hideOAuthClientSecret: {
        parameters: {
            query?: never;
            header?: {
                /** @description The value of the `svc_csrf` cookie. Required on this write when it is authenticated by the browser session cookie (no bearer token): without it, or with another value, the answer is 403 `AUTH-050` before the request is validated. Calls with an API key or an OAuth token do not send it (see the `sessionCookie` scheme). */
                "X-CSRF-Token"?: components["parameters"]["XCsrfToken"];
            };
            path: {
                /** @description OAuth client identifier. */
                client_id: components["parameters"]["ClientIdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Hidden. */
            200: {
                headers: {
                    "X-Request-ID": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OAuth2ClientHideResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationFailed"];
            default: components["responses"]["NotImplemented"];
        };
    };
    regenerateOAuthClientSecret: {
        parameters: {
            query?: never;
            header?: {
                /** @description The value of the `svc_csrf` cookie. Required on this write when it is authenticated by the browser session cookie (no bearer token): without it, or with another value, the answer is 403 `AUTH-050` before the request is validated. Calls with an API key or an OAuth token do not send it (see the `sessionCookie` scheme). */
                "X-CSRF-Token"?: components["parameters"]["XCsrfToken"];
            };
            path: {
                /** @description OAuth client identifier. */
                client_id: components["parameters"]["ClientIdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The client with its new secret. */
            200: {
                headers: {
                    "X-Request-ID": components["headers"]["XRequestId"];
                    "Cache-Control": components["headers"]["CacheControlNoStore"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OAuth2ClientWithSecretResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["ValidationFailed"];
            default: components["responses"]["NotImplemented"];
        };
    };
    listOAuthProviders: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Providers. */
            200: {
                headers: {
                    "X-Request-ID": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OAuth2ProviderResponse"][];
                };
            };
            default: components["responses"]["NotImplemented"];
        };
    };
    showAuthorizationConsent: {
        parameters: {
            query: {
                /** @description Client identifier. */
                client_id: string;
                /** @description One of the client's registered redirect URIs (exact match). */
                redirect_uri: string;
                /** @description Only `code` is supported. */
                response_type?: "code";
                /** @description Requested scopes, space-separated; must contain a grantable scope. */
                scope?: string;
                /** @description Opaque client value returned unchanged with the code. */
                state?: string;
                /** @description Target resource (RFC 8707): this server's MCP endpoint `{base_url}/mcp`, its REST API `{base_url}`, or both (repeat the parameter). At least one is required; the tokens are accepted only by the resources named. */
                resource?: string[];
                /** @description PKCE challenge (BASE64URL(SHA256(verifier))); required for public clients. */
                code_challenge?: string;
                /** @description PKCE method; must be `S256`. */
                code_challenge_method?: "S256";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["HtmlPage"];
            303: components["responses"]["SeeOther"];
            400: components["responses"]["HtmlErrorPage"];
            default: components["responses"]["NotImplemented"];
        };
    };
    submitAuthorizationConsent: {
        parameters: {
            query: {
                /** @description Client identifier. */
                client_id: string;
                /** @description One of the client's registered redirect URIs (exact match). */
                redirect_uri: string;
                /** @description Only `code` is supported. */
                response_type?: "code";
                /** @description Requested scopes, space-separated; must contain a grantable scope. */
                scope?: string;
                /** @description Opaque client value returned unchanged with the code. */
                state?: string;
                /** @description Target resource (RFC 8707): this server's MCP endpoint `{base_url}/mcp`, its REST API `{base_url}`, or both (repeat the parameter). At least one is required; the tokens are accepted only by the resources named. */
                resource?: string[];
                /** @description PKCE challenge (BASE64URL(SHA256(verifier))); required for public clients. */
                code_challenge?: string;
                /** @description PKCE method; must be `S256`. */
                code_challenge_method?: "S256";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/x-www-form-urlencoded": components["schemas"]["AuthorizationConsentDecision"];
            };
        };
        responses: {
            200: components["responses"]["HtmlPage"];
            303: components["responses"]["SeeOther"];
            400: components["responses"]["HtmlErrorPage"];
            403: components["responses"]["HtmlErrorPage"];
            default: components["responses"]["NotImplemented"];
        };
    };
    issueToken: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "grant_type": "authorization_code",
                 *       "code": "SplxlOBeZQQYbYS6WxSbIA",
                 *       "redirect_uri": "https://claude.ai/api/mcp/auth_callback",
                 *       "code_verifier": "dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXk",
                 *       "client_id": "mcp_client_123",
                 *       "resource": [
                 *         "http://127.0.0.1:8080/mcp"
                 *       ]
                 *     }
                 */
                "application/x-www-form-urlencoded": components["schemas"]["TokenRequest"];
            };
        };
        responses: {
            /** @description Tokens issued. */
            200: {
                headers: {
                    "X-Request-ID": components["headers"]["XRequestId"];
                    "Cache-Control": components["headers"]["CacheControlNoStore"];
                    Pragma: components["headers"]["PragmaNoCache"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TokenResponse"];
                };
            };
            400: components["responses"]["OAuthBadRequest"];
            401: components["responses"]["OAuthUnauthorized"];
            413: components["responses"]["OAuthPayloadTooLarge"];
            default: components["responses"]["NotImplemented"];
        };
    };
    authorizeDevice: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/x-www-form-urlencoded": components["schemas"]["DeviceAuthorizationRequest"];
                "application/json": components["schemas"]["DeviceAuthorizationRequest"];
            };
        };
        responses: {
            /** @description Device and user codes. */
            200: {
                headers: {
                    "X-Request-ID": components["headers"]["XRequestId"];
                    "Cache-Control": components["headers"]["CacheControlNoStore"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "device_code": "GmRhmhcxhwAzkoEqiMEg_DnyEysNkuNhszIySk9eS",
                     *       "user_code": "WDJB-MJHT",
                     *       "verification_uri": "http://127.0.0.1:8080/oauth/device",
                     *       "verification_uri_complete": "http://127.0.0.1:8080/oauth/device?user_code=WDJB-MJHT",
                     *       "expires_in": 600,
                     *       "interval": 5
                     *     }
                     */
                    "application/json": components["schemas"]["DeviceAuthorizationResponse"];
                };
            };
            400: components["responses"]["OAuthBadRequest"];
            413: components["responses"]["OAuthPayloadTooLarge"];
            429: components["responses"]["OAuthTooManyRequests"];
            500: components["responses"]["OAuthServerError"];
            default: components["responses"]["NotImplemented"];
        };
    };
    revokeToken: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/x-www-form-urlencoded": components["schemas"]["RevocationRequest"];
            };
        };
        responses: {
            /** @description Revoked (or the token was not valid); empty body. */
            200: {
                headers: {
                    "X-Request-ID": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["OAuthBadRequest"];
            401: components["responses"]["OAuthUnauthorized"];
            413: components["responses"]["OAuthPayloadTooLarge"];
            default: components["responses"]["NotImplemented"];
        };
    };
    showDeviceVerification: {
        parameters: {
            query?: {
                /** @description Code from `verification_uri_complete`, pre-filled in the form. */
                user_code?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["HtmlPage"];
            303: components["responses"]["SeeOther"];
            /** @description The entry form again, with an error (unknown, expired or used code, or too many wrong codes). */
            400: {
                headers: {
                    "X-Request-ID": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "text/html": string;
                };
            };
            default: components["responses"]["NotImplemented"];
        };
    };
    submitDeviceVerification: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/x-www-form-urlencoded": components["schemas"]["DeviceVerificationForm"];
            };
        };
        responses: {
            200: components["responses"]["HtmlPage"];
            303: components["responses"]["SeeOther"];
            400: components["responses"]["HtmlErrorPage"];
            403: components["responses"]["HtmlErrorPage"];
            default: components["responses"]["NotImplemented"];
        };
    };
    getAuthorizationServerMetadata: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Metadata. */
            200: {
                headers: {
                    "X-Request-ID": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "issuer": "http://127.0.0.1:8080",
                     *       "authorization_endpoint": "http://127.0.0.1:8080/oauth/authorize",
                     *       "token_endpoint": "http://127.0.0.1:8080/oauth/token",
                     *       "registration_endpoint": "http://127.0.0.1:8080/oauth/register",
                     *       "revocation_endpoint": "http://127.0.0.1:8080/oauth/revoke",
                     *       "device_authorization_endpoint": "http://127.0.0.1:8080/oauth/device/authorize",
                     *       "scopes_supported": [
                     *         "memory:read",
                     *         "memory:write"
                     *       ],
                     *       "response_types_supported": [
                     *         "code"
                     *       ],
                     *       "grant_types_supported": [
                     *         "authorization_code",
                     *         "refresh_token",
                     *         "urn:ietf:params:oauth:grant-type:device_code"
                     *       ],
                     *       "token_endpoint_auth_methods_supported": [
                     *         "client_secret_basic",
                     *         "client_secret_post",
                     *         "none"
                     *       ],
                     *       "code_challenge_methods_supported": [
                     *         "S256"
                     *       ],
                     *       "authorization_response_iss_parameter_supported": true
                     *     }
                     */
                    "application/json": components["schemas"]["AuthorizationServerMetadata"];
                };
            };
            default: components["responses"]["NotImplemented"];
        };
    };
    getProtectedResourceMetadata: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Metadata. */
            200: {
                headers: {
                    "X-Request-ID": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ProtectedResourceMetadata"];
                };
            };
            default: components["responses"]["NotImplemented"];
        };
    };
    getMcpProtectedResourceMetadata: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Metadata. */
            200: {
                headers: {
                    "X-Request-ID": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "resource": "http://127.0.0.1:8080/mcp",
                     *       "authorization_servers": [
                     *         "http://127.0.0.1:8080"
                     *       ],
                     *       "scopes_supported": [
                     *         "memory:read",
                     *         "memory:write"
                     *       ],
                     *       "bearer_methods_supported": [
                     *         "header"
                     *       ],
                     *       "resource_name": "Memory Platform MCP"
                     *     }
                     */
                    "application/json": components["schemas"]["ProtectedResourceMetadata"];
                };
            };
            default: components["responses"]["NotImplemented"];
        };
    };
}
