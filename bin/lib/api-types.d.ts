/**
 * The admin API's paths, operations and answers, made by openapi-typescript 6.7 from the OpenAPI
 * description (worker/http/openapi.ts over the route table and its contracts). Do not edit: run
 * `npm run openapi:types`. test/unit/api-types-drift.test.ts fails while this file is out of date.
 */


/** OneOf type helpers */
type Without<T, U> = { [P in Exclude<keyof T, keyof U>]?: never };
type XOR<T, U> = (T | U) extends object ? (Without<T, U> & U) | (Without<U, T> & T) : T | U;
type OneOf<T extends any[]> = T extends [infer Only] ? Only : T extends [infer A, infer B, ...infer Rest] ? OneOf<[XOR<A, B>, ...Rest]> : never;

export interface paths {
  "/api/admin/login": {
    /** Sign in (sets the session cookie) */
    post: operations["postLogin"];
  };
  "/api/admin/login/second-factor": {
    /** Second step of a sign-in: a code (sets the session cookie) */
    post: operations["postLoginSecondFactor"];
  };
  "/api/admin/login/passkey/options": {
    /** Options to sign in with a passkey (alone, or after a password's challenge) */
    post: operations["postLoginPasskeyOptions"];
  };
  "/api/admin/login/passkey": {
    /** Sign in with a passkey (sets the session cookie) */
    post: operations["postLoginPasskey"];
  };
  "/api/admin/account/passkeys": {
    /** One's passkeys */
    get: operations["getAccountPasskeys"];
    /** Register a passkey, named */
    post: operations["postAccountPasskeys"];
  };
  "/api/admin/account/passkeys/options": {
    /** Options to register a passkey */
    post: operations["postAccountPasskeysOptions"];
  };
  "/api/admin/account/passkeys/{id}": {
    /** Remove a passkey (a fresh second factor) */
    delete: operations["deleteAccountPasskeysById"];
    /** Rename a passkey */
    patch: operations["patchAccountPasskeysById"];
  };
  "/api/admin/account/passkeys/verify/options": {
    /** Options to prove one of one's passkeys again */
    post: operations["postAccountPasskeysVerifyOptions"];
  };
  "/api/admin/account/passkeys/verify": {
    /** Prove a passkey again (valid 5 minutes) */
    post: operations["postAccountPasskeysVerify"];
  };
  "/api/admin/sso/start": {
    /** Single sign-on: a redirect to the OpenID provider (404 when none is configured) */
    get: operations["getSsoStart"];
  };
  "/api/admin/sso/callback": {
    /** Single sign-on: the provider's answer (sets the session cookie, redirects) */
    get: operations["getSsoCallback"];
  };
  "/api/admin/sso/settings": {
    /** Who may sign in through single sign-on (admins) */
    get: operations["getSsoSettings"];
    /** Change who may sign in through single sign-on (admins) */
    put: operations["putSsoSettings"];
  };
  "/api/admin/session": {
    /** Who is signed in */
    get: operations["getSession"];
  };
  "/api/admin/logout": {
    /** Sign out */
    post: operations["postLogout"];
  };
  "/api/admin/invitations/{token}": {
    /** A one-time link */
    get: operations["getInvitationsByToken"];
    /** Accept a one-time link */
    post: operations["postInvitationsByToken"];
  };
  "/api/admin/audit": {
    /** The activity log (admins) */
    get: operations["getAudit"];
  };
  "/api/admin/notifications": {
    /** Your notifications, newest first */
    get: operations["getNotifications"];
  };
  "/api/admin/notifications/read": {
    /** Mark your notifications read */
    post: operations["postNotificationsRead"];
  };
  "/api/admin/notifications/unread": {
    /** Mark your notifications unread */
    post: operations["postNotificationsUnread"];
  };
  "/api/admin/notifications/mentionable": {
    /** Who @ may name in a comment about a locale */
    get: operations["getNotificationsMentionable"];
  };
  "/api/admin/translations": {
    /** Keys with their translations */
    get: operations["getTranslations"];
  };
  "/api/admin/translations/stats": {
    /** Completion per locale and recent changes */
    get: operations["getTranslationsStats"];
  };
  "/api/admin/translations/export": {
    /** Export translations as a file */
    get: operations["getTranslationsExport"];
  };
  "/api/admin/translations/memory/import": {
    /** Import a TMX file into the translation memory (admins) */
    post: operations["postTranslationsMemoryImport"];
  };
  "/api/admin/translations/memory/export": {
    /** Export the translation memory as TMX */
    get: operations["getTranslationsMemoryExport"];
  };
  "/api/admin/translations/keys": {
    /** Create a key */
    post: operations["postTranslationsKeys"];
  };
  "/api/admin/translations/recheck": {
    /** Run the checks again */
    post: operations["postTranslationsRecheck"];
  };
  "/api/admin/translations/keys/delete": {
    /** Delete keys */
    post: operations["postTranslationsKeysDelete"];
  };
  "/api/admin/translations/keys/{name}": {
    /** A key and its translations */
    get: operations["getTranslationsKeysByName"];
    /** Delete a key */
    delete: operations["deleteTranslationsKeysByName"];
    /** Rename or describe a key */
    patch: operations["patchTranslationsKeysByName"];
  };
  "/api/admin/translations/keys/{name}/values/{locale}": {
    /** Save a translation */
    put: operations["putTranslationsKeysByNameValuesByLocale"];
  };
  "/api/admin/translations/keys/{name}/values/{locale}/approve": {
    /** Approve a translation */
    post: operations["postTranslationsKeysByNameValuesByLocaleApprove"];
  };
  "/api/admin/translations/keys/{name}/values/{locale}/confirm": {
    /** Confirm an outdated translation */
    post: operations["postTranslationsKeysByNameValuesByLocaleConfirm"];
  };
  "/api/admin/translations/keys/{name}/values/{locale}/request-changes": {
    /** Send a translation back with a reason */
    post: operations["postTranslationsKeysByNameValuesByLocaleRequestChanges"];
  };
  "/api/admin/translations/locales/{locale}": {
    /** A locale's settings */
    put: operations["putTranslationsLocalesByLocale"];
  };
  "/api/admin/translations/history/{id}": {
    /** A key's history */
    get: operations["getTranslationsHistoryById"];
  };
  "/api/admin/translations/history/{id}/revert": {
    /** What a revert would do */
    get: operations["getTranslationsHistoryByIdRevert"];
    /** Revert to a history entry */
    post: operations["postTranslationsHistoryByIdRevert"];
  };
  "/api/admin/translations/imports": {
    /** Recent imports */
    get: operations["getTranslationsImports"];
  };
  "/api/admin/translations/imports/{id}/undo": {
    /** What undoing an import would do */
    get: operations["getTranslationsImportsByIdUndo"];
    /** Undo an import */
    post: operations["postTranslationsImportsByIdUndo"];
  };
  "/api/admin/translations/import": {
    /** Import a file (dry run or apply) */
    post: operations["postTranslationsImport"];
  };
  "/api/admin/translations/keys/{name}/suggestions/{locale}": {
    /** Suggestions for a translation */
    get: operations["getTranslationsKeysByNameSuggestionsByLocale"];
  };
  "/api/admin/translations/keys/{name}/same-source/{locale}": {
    /** Keys with the same source */
    get: operations["getTranslationsKeysByNameSameSourceByLocale"];
  };
  "/api/admin/translations/keys/{name}/propagate/{locale}": {
    /** Copy a translation to keys with the same source */
    post: operations["postTranslationsKeysByNamePropagateByLocale"];
  };
  "/api/admin/translations/pretranslate": {
    /** Pre-translate empty translations */
    post: operations["postTranslationsPretranslate"];
  };
  "/api/admin/translations/bulk": {
    /** A bulk action */
    post: operations["postTranslationsBulk"];
  };
  "/api/admin/translations/keys/{name}/comments": {
    /** A key's comments */
    get: operations["getTranslationsKeysByNameComments"];
    /** Comment or ask a question */
    post: operations["postTranslationsKeysByNameComments"];
  };
  "/api/admin/translations/keys/{name}/comments/{id}": {
    /** Delete a comment */
    delete: operations["deleteTranslationsKeysByNameCommentsById"];
    /** Resolve or reopen a question */
    patch: operations["patchTranslationsKeysByNameCommentsById"];
  };
  "/api/admin/translations/keys/{name}/values/{locale}/dismissals": {
    /** Dismiss a warning */
    post: operations["postTranslationsKeysByNameValuesByLocaleDismissals"];
    /** Undo a dismissal */
    delete: operations["deleteTranslationsKeysByNameValuesByLocaleDismissals"];
  };
  "/api/admin/preview": {
    /**
     * Preview drafts on a page (sessions only)
     * @description Refused to an API token: A preview shows drafts only in the browser session that made it, and a token has none: sign in and preview from the editor instead.
     */
    post: operations["postPreview"];
  };
  "/api/admin/glossary": {
    /** The glossary */
    get: operations["getGlossary"];
    /** Add a term */
    post: operations["postGlossary"];
  };
  "/api/admin/glossary/export": {
    /** Export the glossary */
    get: operations["getGlossaryExport"];
  };
  "/api/admin/glossary/import": {
    /** Import glossary terms */
    post: operations["postGlossaryImport"];
  };
  "/api/admin/glossary/{id}": {
    /** A term */
    get: operations["getGlossaryById"];
    /** Delete a term */
    delete: operations["deleteGlossaryById"];
    /** Change a term */
    patch: operations["patchGlossaryById"];
  };
  "/api/admin/webhooks": {
    /** Webhook endpoints */
    get: operations["getWebhooks"];
    /** Register an endpoint (its secret is shown once) */
    post: operations["postWebhooks"];
  };
  "/api/admin/webhooks/{id}": {
    /** An endpoint */
    get: operations["getWebhooksById"];
    /** Delete an endpoint */
    delete: operations["deleteWebhooksById"];
    /** Change an endpoint */
    patch: operations["patchWebhooksById"];
  };
  "/api/admin/webhooks/{id}/rotate": {
    /** A new secret (shown once) */
    post: operations["postWebhooksByIdRotate"];
  };
  "/api/admin/webhooks/{id}/deliveries": {
    /** An endpoint's delivery log */
    get: operations["getWebhooksByIdDeliveries"];
  };
  "/api/admin/webhooks/{id}/deliveries/{deliveryId}": {
    /** One delivery */
    get: operations["getWebhooksByIdDeliveriesByDeliveryId"];
  };
  "/api/admin/webhooks/{id}/deliveries/{deliveryId}/redeliver": {
    /** Send a delivery again */
    post: operations["postWebhooksByIdDeliveriesByDeliveryIdRedeliver"];
  };
  "/api/admin/webhooks/{id}/test": {
    /** Send a ping */
    post: operations["postWebhooksByIdTest"];
  };
  "/api/admin/tasks": {
    /** Tasks with their progress */
    get: operations["getTasks"];
    /** Create a task from the list's filter */
    post: operations["postTasks"];
  };
  "/api/admin/tasks/assignable": {
    /** Who may be assigned a task in a locale */
    get: operations["getTasksAssignable"];
  };
  "/api/admin/tasks/{id}": {
    /** A task and its progress */
    get: operations["getTasksById"];
    /** Change a task's due date, description or assignees */
    patch: operations["patchTasksById"];
  };
  "/api/admin/tasks/{id}/close": {
    /** Close a task */
    post: operations["postTasksByIdClose"];
  };
  "/api/admin/tasks/{id}/reopen": {
    /** Reopen a task */
    post: operations["postTasksByIdReopen"];
  };
  "/api/admin/in-context": {
    /** Turn in-context editing on or off */
    put: operations["putInContext"];
  };
  "/api/admin/edit-on-page": {
    /**
     * Former path of PUT /api/admin/in-context
     * @deprecated
     */
    put: operations["putEditOnPage"];
  };
  "/api/admin/people": {
    /** Accounts */
    get: operations["getPeople"];
    /** Create an account */
    post: operations["postPeople"];
  };
  "/api/admin/people/{id}": {
    /** An account and its sessions */
    get: operations["getPeopleById"];
    /** Change an account */
    patch: operations["patchPeopleById"];
  };
  "/api/admin/people/{id}/reset": {
    /** A password-reset link */
    post: operations["postPeopleByIdReset"];
  };
  "/api/admin/people/{id}/totp": {
    /** Turn off an account's two-factor sign-in (ends its sessions) */
    delete: operations["deletePeopleByIdTotp"];
  };
  "/api/admin/people/{id}/sessions": {
    /** End an account's sessions */
    delete: operations["deletePeopleByIdSessions"];
  };
  "/api/admin/people/{id}/sessions/{sessionId}": {
    /** End one session */
    delete: operations["deletePeopleByIdSessionsBySessionId"];
  };
  "/api/admin/account/sessions": {
    /** One's own sessions */
    get: operations["getAccountSessions"];
    /** End one's other sessions (sign out everywhere else) */
    delete: operations["deleteAccountSessions"];
  };
  "/api/admin/account/sessions/{sessionId}": {
    /** End one's own session */
    delete: operations["deleteAccountSessionsBySessionId"];
  };
  "/api/admin/account/password": {
    /** Change one's password */
    post: operations["postAccountPassword"];
  };
  "/api/admin/account/email-preferences": {
    /** One's email preferences, per notification kind */
    get: operations["getAccountEmailPreferences"];
    /** Change one's email preferences */
    put: operations["putAccountEmailPreferences"];
  };
  "/api/admin/account/language": {
    /** Choose the admin's language for one's account (null: the browser's) */
    put: operations["putAccountLanguage"];
  };
  "/api/admin/account/totp": {
    /** One's two-factor sign-in: on or off, recovery codes left */
    get: operations["getAccountTotp"];
    /** Set up an authenticator app (its key, not active yet) */
    post: operations["postAccountTotp"];
    /** Turn the app off (a code, or the password and a fresh second factor) */
    delete: operations["deleteAccountTotp"];
  };
  "/api/admin/account/totp/confirm": {
    /** Turn the app on with a first code (recovery codes shown once) */
    post: operations["postAccountTotpConfirm"];
  };
  "/api/admin/account/totp/recovery-codes": {
    /** Ten new recovery codes, shown once (a fresh second factor) */
    post: operations["postAccountTotpRecoveryCodes"];
  };
  "/api/admin/account/totp/verify": {
    /** Prove a second factor again (valid 5 minutes) */
    post: operations["postAccountTotpVerify"];
  };
  "/api/admin/policy": {
    /** The account policy */
    get: operations["getPolicy"];
    /** Change the account policy (require two-factor sign-in) */
    put: operations["putPolicy"];
  };
  "/api/admin/tokens": {
    /** One's API tokens (and, for an admin, the project tokens) */
    get: operations["getTokens"];
    /** Create an API token (secret shown once; a fresh second factor) */
    post: operations["postTokens"];
  };
  "/api/admin/tokens/{id}": {
    /** Revoke an API token */
    delete: operations["deleteTokensById"];
  };
}

export type webhooks = Record<string, never>;

export interface components {
  schemas: {
    Problem: {
      type: string;
      title: string;
      status: number;
      detail: string;
      instance?: string;
      errors?: {
          path?: string;
          message?: string;
        }[];
      /** @description A 403 to an API token: the scope it lacks */
      required_scope?: string | null;
      /** @description A machine-readable reason where one helps (session_required, insufficient_scope…) */
      code?: string;
      /** @description A 405: the methods the path answers (as its Allow header) */
      allowed?: string[];
    };
    LoginAnswer: ({
      /** @constant */
      ok: true;
      redirectTo: string;
      user: {
        id: number;
        email: string;
        /** @enum {string} */
        role: "admin" | "reviewer" | "translator";
        locales: (("sk" | "en" | "cz" | "hr" | "pl" | "hu" | "si" | "rs" | "de" | "ru")[]) | null;
        /** @enum {string} */
        pending?: "password" | "two_factor";
        uiLocale?: string;
      };
    }) | ({
      /** @constant */
      ok: true;
      /** @constant */
      secondFactor: "required";
      challenge: string;
      methods: ("totp" | "passkey" | "recovery")[];
      redirectTo: string;
    });
    SignedIn: {
      /** @constant */
      ok: true;
      redirectTo: string;
      user: {
        id: number;
        email: string;
        /** @enum {string} */
        role: "admin" | "reviewer" | "translator";
        locales: (("sk" | "en" | "cz" | "hr" | "pl" | "hu" | "si" | "rs" | "de" | "ru")[]) | null;
        /** @enum {string} */
        pending?: "password" | "two_factor";
        uiLocale?: string;
      };
    };
    WebAuthnOptions: {
      challenge: string;
    };
    PasskeyList: {
      passkeys: ({
          id: number;
          name: string;
          createdAt: number;
          lastUsedAt: number | null;
        })[];
    };
    Passkey: {
      id: number;
      name: string;
      createdAt: number;
      lastUsedAt: number | null;
    };
    SecondFactorProof: {
      /** @enum {string} */
      method: "totp" | "recovery" | "passkey";
      validUntil: number;
    };
    SsoSettings: {
      configured: boolean;
      providerName: string | null;
      allowedDomains: string[];
      /** @enum {string} */
      defaultRole: "translator" | "reviewer";
      onlyExisting: boolean;
      trustProviderMfa: boolean;
      passwordSignIn: boolean;
      breakGlass: {
        id: number;
        email: string;
      } | null;
    };
    SessionAnswer: {
      user: ({
        id: number;
        email: string;
        /** @enum {string} */
        role: "admin" | "reviewer" | "translator";
        locales: (("sk" | "en" | "cz" | "hr" | "pl" | "hu" | "si" | "rs" | "de" | "ru")[]) | null;
        /** @enum {string} */
        pending?: "password" | "two_factor";
        uiLocale?: string;
      }) | null;
      unread?: number;
    };
    LinkInfo: {
      email: string;
      /** @enum {string} */
      kind: "invite" | "reset";
    };
    LinkAccepted: {
      user: {
        id: number;
        email: string;
        /** @enum {string} */
        role: "admin" | "reviewer" | "translator";
        locales: (("sk" | "en" | "cz" | "hr" | "pl" | "hu" | "si" | "rs" | "de" | "ru")[]) | null;
        /** @enum {string} */
        pending?: "password" | "two_factor";
        uiLocale?: string;
      };
    };
    ActivityPage: {
      events: ({
          id: number;
          at: number;
          event: string;
          user_id: number | null;
          email: string | null;
          actor_id: number | null;
          actor_email: string | null;
          ip: string | null;
          detail: string | null;
          details: Record<string, never>;
          summary: string;
          sentence: {
            key: string;
            args: Record<string, never>;
          };
          action: ("imports" | "edits" | "reviews" | "bulk" | "keys" | "glossary" | "people" | "sign-ins" | "tokens" | "webhooks" | "settings") | null;
          locales: ("sk" | "en" | "cz" | "hr" | "pl" | "hu" | "si" | "rs" | "de" | "ru")[];
          link: {
            api: string;
            ui: string;
          } | null;
        })[];
      next: number | null;
    };
    NotificationList: {
      items: ({
          id: number;
          /** @enum {string} */
          kind: "changes-requested" | "approved" | "comment-reply" | "question-resolved" | "mentioned" | "task-assigned" | "task-due" | "import" | "pretranslate" | "security";
          text: string;
          facts: {
            quote: string | null;
            title: string;
            event: string;
            left: number;
            name: string;
          };
          link: string;
          actor: string | null;
          locale: string | null;
          key: string | null;
          count: number;
          createdAt: string;
          read: boolean;
        })[];
      unread: number;
      next: number | null;
    };
    UnreadCount: {
      unread: number;
    };
    MentionableList: {
      people: {
          name: string;
          email: string;
        }[];
    };
    ListResult: {
      total: number;
      page: number;
      pageSize: number;
      items: ({
          id: number;
          name: string;
          description: string;
          maxLength?: number | null;
          updatedAt: string;
          pages: ("home" | "features" | "pricing" | "about" | "news")[];
          values: {
            [key: string]: {
              text: string;
              version: number;
              updatedAt: string;
              updatedBy: string | null;
              problems: ({
                  code: string;
                  /** @enum {string} */
                  severity: "error" | "warning";
                  message: string;
                  line: number;
                  column: number;
                  dismissed?: {
                    reason: string;
                    by: string;
                    at: string;
                  };
                })[];
              reviewedVersion?: number | null;
              reviewedText?: string | null;
              reviewedBy?: string | null;
              reviewedAt?: string | null;
              outdatedSource?: string | null;
              /** @enum {string} */
              state?: "needs-review" | "reviewed" | "changes-requested";
              changesRequested?: {
                reason: string;
                by: string;
                at: string;
              } | null;
              origin?: ("typed" | "memory" | "machine" | "import" | "pretranslate") | null;
              originKey?: string | null;
              originProvider?: string | null;
            };
          };
          openQuestions?: number;
        })[];
      revision: number;
      /** @enum {string} */
      sourceLocale: "sk" | "en" | "cz" | "hr" | "pl" | "hu" | "si" | "rs" | "de" | "ru";
      reviewedOnly?: ("sk" | "en" | "cz" | "hr" | "pl" | "hu" | "si" | "rs" | "de" | "ru")[];
    };
    Stats: {
      totalKeys: number;
      unusedKeys: number;
      locales: ({
          /** @enum {string} */
          locale: "sk" | "en" | "cz" | "hr" | "pl" | "hu" | "si" | "rs" | "de" | "ru";
          translated: number;
          missing: number;
          errors: number;
          warnings: number;
          needsReview: number;
          changesRequested: number;
          outdated: number;
          reviewedOnly: boolean;
          done: number;
          segments: {
            reviewed: number;
            needsReview: number;
            changesRequested: number;
            outdated: number;
            errors: number;
            missing: number;
          };
        })[];
      recent: ({
          id: number;
          keyName: string;
          locale: string | null;
          oldText: string | null;
          newText: string | null;
          /** @enum {string} */
          action: "edit" | "import" | "revert" | "create" | "rename" | "delete" | "describe" | "approve" | "confirm" | "limit" | "request-changes";
          actor: string | null;
          at: string;
          origin?: ("typed" | "memory" | "machine" | "import" | "pretranslate") | null;
          originKey?: string | null;
          originProvider?: string | null;
        })[];
      publish: {
        revision: number;
        failed: ({
            key: string;
            /** @enum {string} */
            locale: "sk" | "en" | "cz" | "hr" | "pl" | "hu" | "si" | "rs" | "de" | "ru";
            message: string;
            line?: number;
            column?: number;
          })[];
        failedTotal: number;
        bundleErrors: ({
            /** @enum {string} */
            locale: "sk" | "en" | "cz" | "hr" | "pl" | "hu" | "si" | "rs" | "de" | "ru";
            message: string;
          })[];
        /** @constant */
        delayed?: true;
        message?: string;
        publishedAt: string;
        stale: boolean;
      };
      /** @enum {string} */
      sourceLocale: "sk" | "en" | "cz" | "hr" | "pl" | "hu" | "si" | "rs" | "de" | "ru";
      openQuestions?: number;
      mt?: {
        provider: ("deepl" | "openai") | null;
        used: number;
        budget: number | null;
      };
    };
    ExportReport: {
      text: string;
      warnings: ({
          /** @enum {string} */
          locale: "sk" | "en" | "cz" | "hr" | "pl" | "hu" | "si" | "rs" | "de" | "ru";
          key: string;
          message: string;
        })[];
      file?: string;
    };
    MemoryImportResult: {
      dryRun: boolean;
      units: number;
      added: number;
      existing: number;
      skipped: {
        [key: string]: number;
      };
    };
    KeyNameResult: {
      name: string;
    };
    RecheckResult: {
      keys: number;
      changed: number;
      next: number | null;
    };
    KeysDeleted: {
      dryRun: boolean;
      keys: number;
      translations: number;
      comments?: number;
      publish?: {
        revision: number;
        failed: ({
            key: string;
            /** @enum {string} */
            locale: "sk" | "en" | "cz" | "hr" | "pl" | "hu" | "si" | "rs" | "de" | "ru";
            message: string;
            line?: number;
            column?: number;
          })[];
        failedTotal: number;
        bundleErrors: ({
            /** @enum {string} */
            locale: "sk" | "en" | "cz" | "hr" | "pl" | "hu" | "si" | "rs" | "de" | "ru";
            message: string;
          })[];
        /** @constant */
        delayed?: true;
        message?: string;
      };
    };
    KeyDetail: {
      key: {
        id: number;
        name: string;
        description: string;
        maxLength?: number | null;
        updatedAt: string;
        pages: ("home" | "features" | "pricing" | "about" | "news")[];
        values: {
          [key: string]: {
            text: string;
            version: number;
            updatedAt: string;
            updatedBy: string | null;
            problems: ({
                code: string;
                /** @enum {string} */
                severity: "error" | "warning";
                message: string;
                line: number;
                column: number;
                dismissed?: {
                  reason: string;
                  by: string;
                  at: string;
                };
              })[];
            reviewedVersion?: number | null;
            reviewedText?: string | null;
            reviewedBy?: string | null;
            reviewedAt?: string | null;
            outdatedSource?: string | null;
            /** @enum {string} */
            state?: "needs-review" | "reviewed" | "changes-requested";
            changesRequested?: {
              reason: string;
              by: string;
              at: string;
            } | null;
            origin?: ("typed" | "memory" | "machine" | "import" | "pretranslate") | null;
            originKey?: string | null;
            originProvider?: string | null;
          };
        };
        openQuestions?: number;
      };
      history: ({
          id: number;
          keyName: string;
          locale: string | null;
          oldText: string | null;
          newText: string | null;
          /** @enum {string} */
          action: "edit" | "import" | "revert" | "create" | "rename" | "delete" | "describe" | "approve" | "confirm" | "limit" | "request-changes";
          actor: string | null;
          at: string;
          origin?: ("typed" | "memory" | "machine" | "import" | "pretranslate") | null;
          originKey?: string | null;
          originProvider?: string | null;
        })[];
      dismissals?: ({
          id: number;
          /** @enum {string} */
          locale: "sk" | "en" | "cz" | "hr" | "pl" | "hu" | "si" | "rs" | "de" | "ru";
          code: string;
          version: number;
          reason: string;
          by: string;
          at: string;
          undoneBy: string | null;
          undoneAt: string | null;
        })[];
      comments?: number;
    };
    SaveOk: {
      /** @enum {string} */
      status: "saved" | "unchanged";
      cell: ({
        text: string;
        version: number;
        updatedAt: string;
        updatedBy: string | null;
        problems: ({
            code: string;
            /** @enum {string} */
            severity: "error" | "warning";
            message: string;
            line: number;
            column: number;
            dismissed?: {
              reason: string;
              by: string;
              at: string;
            };
          })[];
        reviewedVersion?: number | null;
        reviewedText?: string | null;
        reviewedBy?: string | null;
        reviewedAt?: string | null;
        outdatedSource?: string | null;
        /** @enum {string} */
        state?: "needs-review" | "reviewed" | "changes-requested";
        changesRequested?: {
          reason: string;
          by: string;
          at: string;
        } | null;
        origin?: ("typed" | "memory" | "machine" | "import" | "pretranslate") | null;
        originKey?: string | null;
        originProvider?: string | null;
      }) | null;
      publish: {
        revision: number;
        failed: ({
            key: string;
            /** @enum {string} */
            locale: "sk" | "en" | "cz" | "hr" | "pl" | "hu" | "si" | "rs" | "de" | "ru";
            message: string;
            line?: number;
            column?: number;
          })[];
        failedTotal: number;
        bundleErrors: ({
            /** @enum {string} */
            locale: "sk" | "en" | "cz" | "hr" | "pl" | "hu" | "si" | "rs" | "de" | "ru";
            message: string;
          })[];
        /** @constant */
        delayed?: true;
        message?: string;
      };
    };
    ReviewOk: {
      cell: {
        text: string;
        version: number;
        updatedAt: string;
        updatedBy: string | null;
        problems: ({
            code: string;
            /** @enum {string} */
            severity: "error" | "warning";
            message: string;
            line: number;
            column: number;
            dismissed?: {
              reason: string;
              by: string;
              at: string;
            };
          })[];
        reviewedVersion?: number | null;
        reviewedText?: string | null;
        reviewedBy?: string | null;
        reviewedAt?: string | null;
        outdatedSource?: string | null;
        /** @enum {string} */
        state?: "needs-review" | "reviewed" | "changes-requested";
        changesRequested?: {
          reason: string;
          by: string;
          at: string;
        } | null;
        origin?: ("typed" | "memory" | "machine" | "import" | "pretranslate") | null;
        originKey?: string | null;
        originProvider?: string | null;
      };
      publish: {
        revision: number;
        failed: ({
            key: string;
            /** @enum {string} */
            locale: "sk" | "en" | "cz" | "hr" | "pl" | "hu" | "si" | "rs" | "de" | "ru";
            message: string;
            line?: number;
            column?: number;
          })[];
        failedTotal: number;
        bundleErrors: ({
            /** @enum {string} */
            locale: "sk" | "en" | "cz" | "hr" | "pl" | "hu" | "si" | "rs" | "de" | "ru";
            message: string;
          })[];
        /** @constant */
        delayed?: true;
        message?: string;
      };
    };
    LocaleSettingsOk: {
      /** @enum {string} */
      locale: "sk" | "en" | "cz" | "hr" | "pl" | "hu" | "si" | "rs" | "de" | "ru";
      reviewedOnly: boolean;
      publish: {
        revision: number;
        failed: ({
            key: string;
            /** @enum {string} */
            locale: "sk" | "en" | "cz" | "hr" | "pl" | "hu" | "si" | "rs" | "de" | "ru";
            message: string;
            line?: number;
            column?: number;
          })[];
        failedTotal: number;
        bundleErrors: ({
            /** @enum {string} */
            locale: "sk" | "en" | "cz" | "hr" | "pl" | "hu" | "si" | "rs" | "de" | "ru";
            message: string;
          })[];
        /** @constant */
        delayed?: true;
        message?: string;
      };
    };
    KeyHistory: {
      keyName: string;
      deleted: boolean;
      history: ({
          id: number;
          keyName: string;
          locale: string | null;
          oldText: string | null;
          newText: string | null;
          /** @enum {string} */
          action: "edit" | "import" | "revert" | "create" | "rename" | "delete" | "describe" | "approve" | "confirm" | "limit" | "request-changes";
          actor: string | null;
          at: string;
          origin?: ("typed" | "memory" | "machine" | "import" | "pretranslate") | null;
          originKey?: string | null;
          originProvider?: string | null;
        })[];
    };
    RevertPreview: {
      historyId: number;
      key: string;
      /** @enum {string} */
      locale: "sk" | "en" | "cz" | "hr" | "pl" | "hu" | "si" | "rs" | "de" | "ru";
      current: ({
        text: string;
        version: number;
        updatedAt: string;
        updatedBy: string | null;
        problems: ({
            code: string;
            /** @enum {string} */
            severity: "error" | "warning";
            message: string;
            line: number;
            column: number;
            dismissed?: {
              reason: string;
              by: string;
              at: string;
            };
          })[];
        reviewedVersion?: number | null;
        reviewedText?: string | null;
        reviewedBy?: string | null;
        reviewedAt?: string | null;
        outdatedSource?: string | null;
        /** @enum {string} */
        state?: "needs-review" | "reviewed" | "changes-requested";
        changesRequested?: {
          reason: string;
          by: string;
          at: string;
        } | null;
        origin?: ("typed" | "memory" | "machine" | "import" | "pretranslate") | null;
        originKey?: string | null;
        originProvider?: string | null;
      }) | null;
      after: string;
      clears: boolean;
      unchanged: boolean;
    };
    RevertOk: {
      /** @enum {string} */
      status: "saved" | "unchanged";
      cell: ({
        text: string;
        version: number;
        updatedAt: string;
        updatedBy: string | null;
        problems: ({
            code: string;
            /** @enum {string} */
            severity: "error" | "warning";
            message: string;
            line: number;
            column: number;
            dismissed?: {
              reason: string;
              by: string;
              at: string;
            };
          })[];
        reviewedVersion?: number | null;
        reviewedText?: string | null;
        reviewedBy?: string | null;
        reviewedAt?: string | null;
        outdatedSource?: string | null;
        /** @enum {string} */
        state?: "needs-review" | "reviewed" | "changes-requested";
        changesRequested?: {
          reason: string;
          by: string;
          at: string;
        } | null;
        origin?: ("typed" | "memory" | "machine" | "import" | "pretranslate") | null;
        originKey?: string | null;
        originProvider?: string | null;
      }) | null;
      publish: {
        revision: number;
        failed: ({
            key: string;
            /** @enum {string} */
            locale: "sk" | "en" | "cz" | "hr" | "pl" | "hu" | "si" | "rs" | "de" | "ru";
            message: string;
            line?: number;
            column?: number;
          })[];
        failedTotal: number;
        bundleErrors: ({
            /** @enum {string} */
            locale: "sk" | "en" | "cz" | "hr" | "pl" | "hu" | "si" | "rs" | "de" | "ru";
            message: string;
          })[];
        /** @constant */
        delayed?: true;
        message?: string;
      };
      key: string;
      /** @enum {string} */
      locale: "sk" | "en" | "cz" | "hr" | "pl" | "hu" | "si" | "rs" | "de" | "ru";
    };
    ImportList: {
      imports: ({
          id: number;
          actor: string;
          at: string;
          format: string;
          fileName: string;
          locales: ("sk" | "en" | "cz" | "hr" | "pl" | "hu" | "si" | "rs" | "de" | "ru")[];
          cells: number;
          undoneAt: string | null;
          undoneBy: string | null;
          /** @enum {string} */
          kind?: "import" | "pretranslate" | "propagate" | "bulk";
        })[];
    };
    UndoPreview: {
      import: {
        id: number;
        actor: string;
        at: string;
        format: string;
        fileName: string;
        locales: ("sk" | "en" | "cz" | "hr" | "pl" | "hu" | "si" | "rs" | "de" | "ru")[];
        cells: number;
        undoneAt: string | null;
        undoneBy: string | null;
        /** @enum {string} */
        kind?: "import" | "pretranslate" | "propagate" | "bulk";
      };
      basis: string;
      restores: number;
      skipped: number;
      cells: ({
          key: string;
          /** @enum {string} */
          locale: "sk" | "en" | "cz" | "hr" | "pl" | "hu" | "si" | "rs" | "de" | "ru";
          current: string;
          imported: string;
          after: string;
          clears: boolean;
          /** @enum {string} */
          status: "restore" | "changed-since" | "key-deleted";
          /** @enum {string} */
          review?: "approve" | "needs-review" | "confirm" | "request-changes";
        })[];
      removesKeys: string[];
    };
    UndoApplied: {
      import: {
        id: number;
        actor: string;
        at: string;
        format: string;
        fileName: string;
        locales: ("sk" | "en" | "cz" | "hr" | "pl" | "hu" | "si" | "rs" | "de" | "ru")[];
        cells: number;
        undoneAt: string | null;
        undoneBy: string | null;
        /** @enum {string} */
        kind?: "import" | "pretranslate" | "propagate" | "bulk";
      };
      restored: number;
      skipped: number;
      removedKeys: number;
      publish: {
        revision: number;
        failed: ({
            key: string;
            /** @enum {string} */
            locale: "sk" | "en" | "cz" | "hr" | "pl" | "hu" | "si" | "rs" | "de" | "ru";
            message: string;
            line?: number;
            column?: number;
          })[];
        failedTotal: number;
        bundleErrors: ({
            /** @enum {string} */
            locale: "sk" | "en" | "cz" | "hr" | "pl" | "hu" | "si" | "rs" | "de" | "ru";
            message: string;
          })[];
        /** @constant */
        delayed?: true;
        message?: string;
      };
    };
    ImportResult: ({
      /** @constant */
      dryRun: true;
      counts: {
        added: number;
        changed: number;
        unchanged: number;
        conflicting: number;
        invalid: number;
      };
      skipped: {
        [key: string]: number;
      };
      refused?: {
          file?: string;
          line: number;
          column: number;
          message: string;
        }[];
      entries: ({
          /** @enum {string} */
          locale: "sk" | "en" | "cz" | "hr" | "pl" | "hu" | "si" | "rs" | "de" | "ru";
          key: string;
          text: string;
          /** @enum {string} */
          status: "added" | "changed" | "unchanged" | "conflicting" | "invalid";
          file: string;
          line: number;
          column: number;
          problems: ({
              code: string;
              /** @enum {string} */
              severity: "error" | "warning";
              message: string;
              line: number;
              column: number;
              dismissed?: {
                reason: string;
                by: string;
                at: string;
              };
            })[];
          current?: string;
          /** @constant */
          state?: "needs-review";
        })[];
      truncated: boolean;
      invalid: {
          key: string;
          locale: string;
          problem: string;
        }[];
    }) | ({
      /** @constant */
      dryRun: false;
      counts: {
        added: number;
        changed: number;
        unchanged: number;
        conflicting: number;
        invalid: number;
      };
      skipped: {
        [key: string]: number;
      };
      refused?: {
          file?: string;
          line: number;
          column: number;
          message: string;
        }[];
      written: number;
      importId: number | null;
      publish: {
        revision: number;
        failed: ({
            key: string;
            /** @enum {string} */
            locale: "sk" | "en" | "cz" | "hr" | "pl" | "hu" | "si" | "rs" | "de" | "ru";
            message: string;
            line?: number;
            column?: number;
          })[];
        failedTotal: number;
        bundleErrors: ({
            /** @enum {string} */
            locale: "sk" | "en" | "cz" | "hr" | "pl" | "hu" | "si" | "rs" | "de" | "ru";
            message: string;
          })[];
        /** @constant */
        delayed?: true;
        message?: string;
      };
    });
    SuggestionsResult: {
      items: ({
          text: string;
          score: number;
          /** @enum {string} */
          origin: "memory" | "machine";
          sourceText: string;
          key?: string;
          importedFrom?: string;
          /** @enum {string} */
          provider?: "deepl" | "openai";
          reviewed?: boolean;
          outdated?: boolean;
          warnings?: string[];
        })[];
      machine?: {
        /** @enum {string} */
        status: "ok" | "off" | "paused" | "budget" | "refused";
        message?: string;
        retryAfter?: number;
      };
    };
    SameSourceResult: {
      key: string;
      /** @enum {string} */
      locale: "sk" | "en" | "cz" | "hr" | "pl" | "hu" | "si" | "rs" | "de" | "ru";
      text: string;
      version: number;
      items: {
          key: string;
          text: string;
          version: number;
        }[];
    };
    PropagateResult: {
      written: number;
      conflicts: string[];
      id: number | null;
      publish: {
        revision: number;
        failed: ({
            key: string;
            /** @enum {string} */
            locale: "sk" | "en" | "cz" | "hr" | "pl" | "hu" | "si" | "rs" | "de" | "ru";
            message: string;
            line?: number;
            column?: number;
          })[];
        failedTotal: number;
        bundleErrors: ({
            /** @enum {string} */
            locale: "sk" | "en" | "cz" | "hr" | "pl" | "hu" | "si" | "rs" | "de" | "ru";
            message: string;
          })[];
        /** @constant */
        delayed?: true;
        message?: string;
      };
    };
    PretranslateResult: {
      dryRun: boolean;
      /** @enum {string} */
      locale: "sk" | "en" | "cz" | "hr" | "pl" | "hu" | "si" | "rs" | "de" | "ru";
      considered: number;
      fill: {
        memory: number;
        machine: number;
      };
      skipped: {
        translated: number;
        noSource: number;
        noMatch: number;
        machineLimit: number;
        machineFailed: number;
      };
      goesLive: boolean;
      message: string;
      id: number | null;
      publish?: {
        revision: number;
        failed: ({
            key: string;
            /** @enum {string} */
            locale: "sk" | "en" | "cz" | "hr" | "pl" | "hu" | "si" | "rs" | "de" | "ru";
            message: string;
            line?: number;
            column?: number;
          })[];
        failedTotal: number;
        bundleErrors: ({
            /** @enum {string} */
            locale: "sk" | "en" | "cz" | "hr" | "pl" | "hu" | "si" | "rs" | "de" | "ru";
            message: string;
          })[];
        /** @constant */
        delayed?: true;
        message?: string;
      };
    };
    BulkResult: {
      /** @enum {string} */
      action: "approve" | "needs-review" | "request-changes" | "confirm" | "replace" | "copy-from" | "clear";
      dryRun: boolean;
      locales: string[];
      considered: number;
      changed: number;
      skipped: {
        empty: number;
        unchanged: number;
        forbidden: number;
        hasError: number;
        breaksIcu: number;
        sourceLocale: number;
        fromEmpty: number;
        overLimit: number;
      };
      refused: {
          key: string;
          locale: string;
          text: string;
          after: string;
        }[];
      sample: {
          key: string;
          locale: string;
          before: string;
          after: string;
        }[];
      batches: {
        done: number;
        total: number;
      };
      undoId: number | null;
      message: string;
    };
    CommentList: {
      comments: ({
          id: number;
          locale: ("sk" | "en" | "cz" | "hr" | "pl" | "hu" | "si" | "rs" | "de" | "ru") | null;
          text: string;
          question: boolean;
          author: string;
          createdAt: string;
          resolvedBy: string | null;
          resolvedAt: string | null;
          version: number;
        })[];
      max: number;
    };
    Comment: {
      id: number;
      locale: ("sk" | "en" | "cz" | "hr" | "pl" | "hu" | "si" | "rs" | "de" | "ru") | null;
      text: string;
      question: boolean;
      author: string;
      createdAt: string;
      resolvedBy: string | null;
      resolvedAt: string | null;
      version: number;
    };
    CellAnswer: {
      cell: {
        text: string;
        version: number;
        updatedAt: string;
        updatedBy: string | null;
        problems: ({
            code: string;
            /** @enum {string} */
            severity: "error" | "warning";
            message: string;
            line: number;
            column: number;
            dismissed?: {
              reason: string;
              by: string;
              at: string;
            };
          })[];
        reviewedVersion?: number | null;
        reviewedText?: string | null;
        reviewedBy?: string | null;
        reviewedAt?: string | null;
        outdatedSource?: string | null;
        /** @enum {string} */
        state?: "needs-review" | "reviewed" | "changes-requested";
        changesRequested?: {
          reason: string;
          by: string;
          at: string;
        } | null;
        origin?: ("typed" | "memory" | "machine" | "import" | "pretranslate") | null;
        originKey?: string | null;
        originProvider?: string | null;
      };
    };
    PreviewCreated: {
      url: string;
      expiresAt: string;
    };
    TermList: {
      terms: {
          id: number;
          term: string;
          description: string;
          caseSensitive: boolean;
          doNotTranslate: boolean;
          version: number;
          updatedAt: string;
          updatedBy: string;
          translations: {
            [key: string]: {
              text: string;
              forbidden: string[];
              forms: string[];
            };
          };
        }[];
    };
    GlossaryImportResult: {
      dryRun: boolean;
      entries: ({
          term: string;
          /** @enum {string} */
          status: "new" | "changed" | "unchanged" | "invalid";
          message?: string;
        })[];
      counts: {
        new: number;
        changed: number;
        unchanged: number;
        invalid: number;
      };
      recheck?: {
        keys: number;
        changed: number;
        pending: number;
      } | null;
    };
    TermWritten: {
      term: {
        id: number;
        term: string;
        description: string;
        caseSensitive: boolean;
        doNotTranslate: boolean;
        version: number;
        updatedAt: string;
        updatedBy: string;
        translations: {
          [key: string]: {
            text: string;
            forbidden: string[];
            forms: string[];
          };
        };
      };
      recheck: {
        keys: number;
        changed: number;
        pending: number;
      } | null;
    };
    TermOne: {
      term: {
        id: number;
        term: string;
        description: string;
        caseSensitive: boolean;
        doNotTranslate: boolean;
        version: number;
        updatedAt: string;
        updatedBy: string;
        translations: {
          [key: string]: {
            text: string;
            forbidden: string[];
            forms: string[];
          };
        };
      };
    };
    WebhookList: {
      endpoints: ({
          id: number;
          url: string;
          description: string;
          events: ("publication.created" | "import.applied" | "import.undone" | "translation.approved" | "translation.changes_requested" | "key.created" | "key.deleted" | "comment.created" | "task.created" | "task.completed")[];
          enabled: boolean;
          disabledReason: string | null;
          disabledAt: string | null;
          failures: number;
          version: number;
          createdAt: string;
          updatedAt: string;
          updatedBy: string;
          lastDelivery: ({
            id: string;
            /** @enum {string} */
            event: "publication.created" | "import.applied" | "import.undone" | "translation.approved" | "translation.changes_requested" | "key.created" | "key.deleted" | "comment.created" | "task.created" | "task.completed" | "ping";
            /** @enum {string} */
            status: "pending" | "succeeded" | "failed";
            responseStatus: number | null;
            createdAt: string;
          }) | null;
        })[];
    };
    WebhookWithSecret: {
      endpoint: {
        id: number;
        url: string;
        description: string;
        events: ("publication.created" | "import.applied" | "import.undone" | "translation.approved" | "translation.changes_requested" | "key.created" | "key.deleted" | "comment.created" | "task.created" | "task.completed")[];
        enabled: boolean;
        disabledReason: string | null;
        disabledAt: string | null;
        failures: number;
        version: number;
        createdAt: string;
        updatedAt: string;
        updatedBy: string;
        lastDelivery: ({
          id: string;
          /** @enum {string} */
          event: "publication.created" | "import.applied" | "import.undone" | "translation.approved" | "translation.changes_requested" | "key.created" | "key.deleted" | "comment.created" | "task.created" | "task.completed" | "ping";
          /** @enum {string} */
          status: "pending" | "succeeded" | "failed";
          responseStatus: number | null;
          createdAt: string;
        }) | null;
      };
      secret: string;
    };
    WebhookOne: {
      endpoint: {
        id: number;
        url: string;
        description: string;
        events: ("publication.created" | "import.applied" | "import.undone" | "translation.approved" | "translation.changes_requested" | "key.created" | "key.deleted" | "comment.created" | "task.created" | "task.completed")[];
        enabled: boolean;
        disabledReason: string | null;
        disabledAt: string | null;
        failures: number;
        version: number;
        createdAt: string;
        updatedAt: string;
        updatedBy: string;
        lastDelivery: ({
          id: string;
          /** @enum {string} */
          event: "publication.created" | "import.applied" | "import.undone" | "translation.approved" | "translation.changes_requested" | "key.created" | "key.deleted" | "comment.created" | "task.created" | "task.completed" | "ping";
          /** @enum {string} */
          status: "pending" | "succeeded" | "failed";
          responseStatus: number | null;
          createdAt: string;
        }) | null;
      };
    };
    DeliveryList: {
      deliveries: ({
          id: string;
          /** @enum {string} */
          event: "publication.created" | "import.applied" | "import.undone" | "translation.approved" | "translation.changes_requested" | "key.created" | "key.deleted" | "comment.created" | "task.created" | "task.completed" | "ping";
          /** @enum {string} */
          status: "pending" | "succeeded" | "failed";
          attempts: number;
          responseStatus: number | null;
          latencyMs: number | null;
          responseExcerpt: string | null;
          error: string | null;
          createdAt: string;
          attemptedAt: string | null;
        })[];
    };
    DeliveryOne: {
      delivery: {
        id: string;
        /** @enum {string} */
        event: "publication.created" | "import.applied" | "import.undone" | "translation.approved" | "translation.changes_requested" | "key.created" | "key.deleted" | "comment.created" | "task.created" | "task.completed" | "ping";
        /** @enum {string} */
        status: "pending" | "succeeded" | "failed";
        attempts: number;
        responseStatus: number | null;
        latencyMs: number | null;
        responseExcerpt: string | null;
        error: string | null;
        createdAt: string;
        attemptedAt: string | null;
      };
    };
    TaskList: {
      tasks: ({
          id: number;
          /** @enum {string} */
          kind: "translate" | "review";
          /** @enum {string} */
          locale: "sk" | "en" | "cz" | "hr" | "pl" | "hu" | "si" | "rs" | "de" | "ru";
          description: string;
          due: string | null;
          createdBy: string;
          createdAt: string;
          closedAt: string | null;
          closedBy: string | null;
          version: number;
          assignees: {
              id: number;
              email: string;
              role: string;
            }[];
          done: number;
          total: number;
        })[];
    };
    Task: {
      id: number;
      /** @enum {string} */
      kind: "translate" | "review";
      /** @enum {string} */
      locale: "sk" | "en" | "cz" | "hr" | "pl" | "hu" | "si" | "rs" | "de" | "ru";
      description: string;
      due: string | null;
      createdBy: string;
      createdAt: string;
      closedAt: string | null;
      closedBy: string | null;
      version: number;
      assignees: {
          id: number;
          email: string;
          role: string;
        }[];
      done: number;
      total: number;
    };
    AssignableList: {
      accounts: {
          id: number;
          email: string;
          role: string;
        }[];
    };
    InContextState: {
      on: boolean;
    };
    PeopleList: {
      people: ({
          id: number;
          email: string;
          /** @enum {string} */
          role: "admin" | "reviewer" | "translator";
          locales: (("sk" | "en" | "cz" | "hr" | "pl" | "hu" | "si" | "rs" | "de" | "ru")[]) | null;
          disabled: boolean;
          invited: boolean;
          activeSessions: number;
          twoFactor: boolean;
          createdAt: number;
          updatedAt: number;
        })[];
    };
    CreatedPerson: {
      person: {
        id: number;
        email: string;
        /** @enum {string} */
        role: "admin" | "reviewer" | "translator";
        locales: (("sk" | "en" | "cz" | "hr" | "pl" | "hu" | "si" | "rs" | "de" | "ru")[]) | null;
        disabled: boolean;
        invited: boolean;
        activeSessions: number;
        twoFactor: boolean;
        createdAt: number;
        updatedAt: number;
      };
      password?: string;
      link?: {
        url: string;
        expiresAt: number;
      };
    };
    PersonDetail: {
      person: {
        id: number;
        email: string;
        /** @enum {string} */
        role: "admin" | "reviewer" | "translator";
        locales: (("sk" | "en" | "cz" | "hr" | "pl" | "hu" | "si" | "rs" | "de" | "ru")[]) | null;
        disabled: boolean;
        invited: boolean;
        activeSessions: number;
        twoFactor: boolean;
        createdAt: number;
        updatedAt: number;
      };
      sessions: ({
          id: string;
          createdAt: number;
          lastSeenAt: number;
          expiresAt: number;
          ip: string | null;
          userAgent: string | null;
          device: string;
          method: string;
          current: boolean;
        })[];
    };
    PersonChanged: {
      person: {
        id: number;
        email: string;
        /** @enum {string} */
        role: "admin" | "reviewer" | "translator";
        locales: (("sk" | "en" | "cz" | "hr" | "pl" | "hu" | "si" | "rs" | "de" | "ru")[]) | null;
        disabled: boolean;
        invited: boolean;
        activeSessions: number;
        twoFactor: boolean;
        createdAt: number;
        updatedAt: number;
      };
    };
    ResetLink: {
      link: {
        url: string;
        expiresAt: number;
      };
      /** @enum {string} */
      kind: "invite" | "reset";
    };
    SessionsEnded: {
      ended: number;
    };
    SessionList: {
      sessions: ({
          id: string;
          createdAt: number;
          lastSeenAt: number;
          expiresAt: number;
          ip: string | null;
          userAgent: string | null;
          device: string;
          method: string;
          current: boolean;
        })[];
    };
    SessionEnded: {
      signedOut: boolean;
    };
    EmailPreferences: {
      /** @enum {string} */
      delivery: "on" | "off";
      preferences: {
        /** @enum {string} */
        "changes-requested": "off" | "immediately" | "digest";
        /** @enum {string} */
        approved: "off" | "immediately" | "digest";
        /** @enum {string} */
        "comment-reply": "off" | "immediately" | "digest";
        /** @enum {string} */
        "question-resolved": "off" | "immediately" | "digest";
        /** @enum {string} */
        mentioned: "off" | "immediately" | "digest";
        /** @enum {string} */
        "task-assigned": "off" | "immediately" | "digest";
        /** @enum {string} */
        "task-due": "off" | "immediately" | "digest";
        /** @enum {string} */
        import: "off" | "immediately" | "digest";
        /** @enum {string} */
        pretranslate: "off" | "immediately" | "digest";
        /** @enum {string} */
        security: "off" | "immediately" | "digest";
      };
    };
    AdminLanguage: {
      locale: ("sk" | "en" | "cz" | "hr" | "pl" | "hu" | "si" | "rs" | "de" | "ru" | "en-XA") | null;
    };
    TwoFactorState: {
      totp: boolean;
      recoveryCodesLeft: number;
      required: boolean;
    };
    TotpEnrolment: {
      secret: string;
      otpauthUrl: string;
    };
    RecoveryCodes: {
      recoveryCodes: string[];
    };
    AccountPolicy: {
      requireTwoFactor: boolean | ("admins" | "reviewers");
    };
    TokenList: {
      tokens: ({
          id: number;
          name: string;
          /** @enum {string} */
          kind: "personal" | "project";
          scopes: ("translations:read" | "translations:write" | "import" | "export" | "glossary" | "webhooks")[];
          account: {
            id: number;
            email: string;
          };
          createdAt: number;
          expiresAt: number;
          lastUsedAt: number | null;
        })[];
    };
    CreatedToken: {
      token: {
        id: number;
        name: string;
        /** @enum {string} */
        kind: "personal" | "project";
        scopes: ("translations:read" | "translations:write" | "import" | "export" | "glossary" | "webhooks")[];
        account: {
          id: number;
          email: string;
        };
        createdAt: number;
        expiresAt: number;
        lastUsedAt: number | null;
      };
      secret: string;
    };
  };
  responses: never;
  parameters: never;
  requestBodies: never;
  headers: never;
  pathItems: never;
}

export type $defs = Record<string, never>;

export type external = Record<string, never>;

export interface operations {

  /** Sign in (sets the session cookie) */
  postLogin: {
    requestBody: {
      content: {
        "application/json": {
          email?: string;
          password?: string;
          captchaToken?: string;
          redirect?: string | null;
        };
      };
    };
    responses: {
      /** @description Success */
      200: {
        content: {
          "application/json": components["schemas"]["LoginAnswer"];
        };
      };
      /** @description An RFC 9457 problem */
      "4XX": {
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description An RFC 9457 problem */
      "5XX": {
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
    };
  };
  /** Second step of a sign-in: a code (sets the session cookie) */
  postLoginSecondFactor: {
    requestBody: {
      content: {
        "application/json": {
          challenge?: string;
          code?: string;
          redirect?: string | null;
        };
      };
    };
    responses: {
      /** @description Success */
      200: {
        content: {
          "application/json": components["schemas"]["SignedIn"];
        };
      };
      /** @description An RFC 9457 problem */
      "4XX": {
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description An RFC 9457 problem */
      "5XX": {
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
    };
  };
  /** Options to sign in with a passkey (alone, or after a password's challenge) */
  postLoginPasskeyOptions: {
    requestBody: {
      content: {
        "application/json": {
          challenge?: string;
        };
      };
    };
    responses: {
      /** @description Success */
      200: {
        content: {
          "application/json": components["schemas"]["WebAuthnOptions"];
        };
      };
      /** @description An RFC 9457 problem */
      "4XX": {
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description An RFC 9457 problem */
      "5XX": {
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
    };
  };
  /** Sign in with a passkey (sets the session cookie) */
  postLoginPasskey: {
    requestBody: {
      content: {
        "application/json": {
          challenge?: string;
          response: {
            id: string;
          };
          redirect?: string | null;
        };
      };
    };
    responses: {
      /** @description Success */
      200: {
        content: {
          "application/json": components["schemas"]["SignedIn"];
        };
      };
      /** @description An RFC 9457 problem */
      "4XX": {
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description An RFC 9457 problem */
      "5XX": {
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
    };
  };
  /** One's passkeys */
  getAccountPasskeys: {
    responses: {
      /** @description Success */
      200: {
        content: {
          "application/json": components["schemas"]["PasskeyList"];
        };
      };
      /** @description An RFC 9457 problem */
      "4XX": {
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description An RFC 9457 problem */
      "5XX": {
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
    };
  };
  /** Register a passkey, named */
  postAccountPasskeys: {
    requestBody: {
      content: {
        "application/json": {
          name: string;
          response: {
            id: string;
          };
        };
      };
    };
    responses: {
      /** @description Created */
      201: {
        content: {
          "application/json": components["schemas"]["Passkey"];
        };
      };
      /** @description An RFC 9457 problem */
      "4XX": {
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description An RFC 9457 problem */
      "5XX": {
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
    };
  };
  /** Options to register a passkey */
  postAccountPasskeysOptions: {
    responses: {
      /** @description Success */
      200: {
        content: {
          "application/json": components["schemas"]["WebAuthnOptions"];
        };
      };
      /** @description An RFC 9457 problem */
      "4XX": {
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description An RFC 9457 problem */
      "5XX": {
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
    };
  };
  /** Remove a passkey (a fresh second factor) */
  deleteAccountPasskeysById: {
    parameters: {
      path: {
        id: number;
      };
    };
    responses: {
      /** @description Done: no content */
      204: {
        content: never;
      };
      /** @description An RFC 9457 problem */
      "4XX": {
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description An RFC 9457 problem */
      "5XX": {
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
    };
  };
  /** Rename a passkey */
  patchAccountPasskeysById: {
    parameters: {
      path: {
        id: number;
      };
    };
    requestBody: {
      content: {
        "application/json": {
          name: string;
        };
      };
    };
    responses: {
      /** @description Success */
      200: {
        content: {
          "application/json": components["schemas"]["Passkey"];
        };
      };
      /** @description An RFC 9457 problem */
      "4XX": {
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description An RFC 9457 problem */
      "5XX": {
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
    };
  };
  /** Options to prove one of one's passkeys again */
  postAccountPasskeysVerifyOptions: {
    responses: {
      /** @description Success */
      200: {
        content: {
          "application/json": components["schemas"]["WebAuthnOptions"];
        };
      };
      /** @description An RFC 9457 problem */
      "4XX": {
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description An RFC 9457 problem */
      "5XX": {
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
    };
  };
  /** Prove a passkey again (valid 5 minutes) */
  postAccountPasskeysVerify: {
    requestBody: {
      content: {
        "application/json": {
          response: {
            id: string;
          };
        };
      };
    };
    responses: {
      /** @description Success */
      200: {
        content: {
          "application/json": components["schemas"]["SecondFactorProof"];
        };
      };
      /** @description An RFC 9457 problem */
      "4XX": {
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description An RFC 9457 problem */
      "5XX": {
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
    };
  };
  /** Single sign-on: a redirect to the OpenID provider (404 when none is configured) */
  getSsoStart: {
    parameters: {
      query?: {
        redirect?: string;
      };
    };
    responses: {
      /** @description A redirect */
      302: {
        headers: {
          /** @description Where the browser goes next */
          Location?: string;
        };
        content: never;
      };
      /** @description An RFC 9457 problem */
      default: {
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description An RFC 9457 problem */
      "4XX": {
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description An RFC 9457 problem */
      "5XX": {
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
    };
  };
  /** Single sign-on: the provider's answer (sets the session cookie, redirects) */
  getSsoCallback: {
    responses: {
      /** @description A redirect */
      302: {
        headers: {
          /** @description Where the browser goes next */
          Location?: string;
        };
        content: never;
      };
      /** @description An RFC 9457 problem */
      default: {
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description An RFC 9457 problem */
      "4XX": {
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description An RFC 9457 problem */
      "5XX": {
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
    };
  };
  /** Who may sign in through single sign-on (admins) */
  getSsoSettings: {
    responses: {
      /** @description Success */
      200: {
        content: {
          "application/json": components["schemas"]["SsoSettings"];
        };
      };
      /** @description An RFC 9457 problem */
      "4XX": {
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description An RFC 9457 problem */
      "5XX": {
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
    };
  };
  /** Change who may sign in through single sign-on (admins) */
  putSsoSettings: {
    requestBody: {
      content: {
        "application/json": {
          allowedDomains: string[];
          /** @enum {string} */
          defaultRole: "translator" | "reviewer";
          onlyExisting: boolean;
          trustProviderMfa: boolean;
          passwordSignIn: boolean;
        };
      };
    };
    responses: {
      /** @description Success */
      200: {
        content: {
          "application/json": components["schemas"]["SsoSettings"];
        };
      };
      /** @description An RFC 9457 problem */
      "4XX": {
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description An RFC 9457 problem */
      "5XX": {
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
    };
  };
  /** Who is signed in */
  getSession: {
    responses: {
      /** @description Success */
      200: {
        content: {
          "application/json": components["schemas"]["SessionAnswer"];
        };
      };
      /** @description An RFC 9457 problem */
      "4XX": {
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description An RFC 9457 problem */
      "5XX": {
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
    };
  };
  /** Sign out */
  postLogout: {
    responses: {
      /** @description Done: no content */
      204: {
        content: never;
      };
      /** @description An RFC 9457 problem */
      "4XX": {
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description An RFC 9457 problem */
      "5XX": {
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
    };
  };
  /** A one-time link */
  getInvitationsByToken: {
    parameters: {
      path: {
        token: string;
      };
    };
    responses: {
      /** @description Success */
      200: {
        content: {
          "application/json": components["schemas"]["LinkInfo"];
        };
      };
      /** @description An RFC 9457 problem */
      "4XX": {
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description An RFC 9457 problem */
      "5XX": {
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
    };
  };
  /** Accept a one-time link */
  postInvitationsByToken: {
    parameters: {
      path: {
        token: string;
      };
    };
    requestBody: {
      content: {
        "application/json": {
          password: string;
        };
      };
    };
    responses: {
      /** @description Success */
      200: {
        content: {
          "application/json": components["schemas"]["LinkAccepted"];
        };
      };
      /** @description An RFC 9457 problem */
      "4XX": {
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description An RFC 9457 problem */
      "5XX": {
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
    };
  };
  /** The activity log (admins) */
  getAudit: {
    parameters: {
      query?: {
        before?: string;
        limit?: string;
        person?: string;
        action?: "imports" | "edits" | "reviews" | "bulk" | "keys" | "glossary" | "people" | "sign-ins" | "tokens" | "webhooks" | "settings" | "translations.import" | "translations.undo" | "translations.save" | "translations.review" | "translations.bulk" | "translations.pretranslate" | "translations.propagate" | "translations.dismiss" | "translations.undismiss" | "translations.reviewed_only" | "key.create" | "key.update" | "key.delete" | "glossary.create" | "glossary.update" | "glossary.delete" | "glossary.import" | "memory.import" | "login.success" | "login.failure" | "login.rate_limited" | "logout" | "person.create" | "person.invite" | "person.update" | "person.reset_link" | "session.end" | "session.end_all" | "link.accept" | "password.change" | "password.change_failed" | "session.end_others" | "two_factor.enable" | "two_factor.disable" | "two_factor.failure" | "two_factor.recovery_used" | "two_factor.recovery_regenerate" | "two_factor.verify" | "policy.update" | "token.create" | "token.revoke" | "token.write" | "webhook.create" | "webhook.update" | "webhook.rotate" | "webhook.delete" | "webhook.redeliver" | "webhook.test" | "webhook.disable";
        locale?: "sk" | "en" | "cz" | "hr" | "pl" | "hu" | "si" | "rs" | "de" | "ru";
        from?: string;
        to?: string;
        change?: string;
      };
    };
    responses: {
      /** @description Success */
      200: {
        content: {
          "application/json": components["schemas"]["ActivityPage"];
        };
      };
      /** @description An RFC 9457 problem */
      "4XX": {
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description An RFC 9457 problem */
      "5XX": {
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
    };
  };
  /** Your notifications, newest first */
  getNotifications: {
    parameters: {
      query?: {
        unread?: "0" | "1";
        before?: number;
      };
    };
    responses: {
      /** @description Success */
      200: {
        content: {
          "application/json": components["schemas"]["NotificationList"];
        };
      };
      /** @description An RFC 9457 problem */
      "4XX": {
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description An RFC 9457 problem */
      "5XX": {
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
    };
  };
  /** Mark your notifications read */
  postNotificationsRead: {
    requestBody: {
      content: {
        "application/json": {
          ids: number[];
        } | {
          /** @constant */
          all: true;
        };
      };
    };
    responses: {
      /** @description Success */
      200: {
        content: {
          "application/json": components["schemas"]["UnreadCount"];
        };
      };
      /** @description An RFC 9457 problem */
      "4XX": {
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description An RFC 9457 problem */
      "5XX": {
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
    };
  };
  /** Mark your notifications unread */
  postNotificationsUnread: {
    requestBody: {
      content: {
        "application/json": {
          ids: number[];
        } | {
          /** @constant */
          all: true;
        };
      };
    };
    responses: {
      /** @description Success */
      200: {
        content: {
          "application/json": components["schemas"]["UnreadCount"];
        };
      };
      /** @description An RFC 9457 problem */
      "4XX": {
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description An RFC 9457 problem */
      "5XX": {
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
    };
  };
  /** Who @ may name in a comment about a locale */
  getNotificationsMentionable: {
    parameters: {
      query?: {
        locale?: "sk" | "en" | "cz" | "hr" | "pl" | "hu" | "si" | "rs" | "de" | "ru";
        q?: string;
      };
    };
    responses: {
      /** @description Success */
      200: {
        content: {
          "application/json": components["schemas"]["MentionableList"];
        };
      };
      /** @description An RFC 9457 problem */
      "4XX": {
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description An RFC 9457 problem */
      "5XX": {
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
    };
  };
  /** Keys with their translations */
  getTranslations: {
    parameters: {
      query?: {
        q?: string;
        missing?: "sk" | "en" | "cz" | "hr" | "pl" | "hu" | "si" | "rs" | "de" | "ru";
        changedSince?: string;
        problem?: string;
        usage?: "used" | "unused";
        scope?: "site" | "admin";
        state?: "needs-review" | "reviewed" | "changes-requested" | "outdated";
        stateLocale?: "sk" | "en" | "cz" | "hr" | "pl" | "hu" | "si" | "rs" | "de" | "ru";
        origin?: "typed" | "memory" | "machine" | "import" | "pretranslate";
        question?: "open";
        task?: number;
        sort?: "name" | "updated";
        order?: "asc" | "desc";
        page?: number;
        pageSize?: number;
        locales?: string;
      };
    };
    responses: {
      /** @description Success */
      200: {
        content: {
          "application/json": components["schemas"]["ListResult"];
        };
      };
      /** @description An RFC 9457 problem */
      "4XX": {
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description An RFC 9457 problem */
      "5XX": {
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
    };
  };
  /** Completion per locale and recent changes */
  getTranslationsStats: {
    responses: {
      /** @description Success */
      200: {
        content: {
          "application/json": components["schemas"]["Stats"];
        };
      };
      /** @description An RFC 9457 problem */
      "4XX": {
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description An RFC 9457 problem */
      "5XX": {
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
    };
  };
  /** Export translations as a file */
  getTranslationsExport: {
    parameters: {
      query?: {
        format?: "json" | "nested-json" | "csv" | "i18next" | "xliff" | "po" | "arb" | "android" | "xcstrings";
        locale?: "sk" | "en" | "cz" | "hr" | "pl" | "hu" | "si" | "rs" | "de" | "ru";
        version?: "2.0" | "1.2";
        report?: "0" | "1";
      };
    };
    responses: {
      /** @description The file (or the JSON answer asked for) */
      200: {
        content: {
          "application/json": components["schemas"]["ExportReport"] | {
            [key: string]: unknown;
          };
          "text/csv": string;
          "application/xliff+xml": string;
          "text/x-gettext-translation": string;
          "application/xml": string;
        };
      };
      /** @description An RFC 9457 problem */
      "4XX": {
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description An RFC 9457 problem */
      "5XX": {
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
    };
  };
  /** Import a TMX file into the translation memory (admins) */
  postTranslationsMemoryImport: {
    requestBody: {
      content: {
        "application/json": {
          /**
           * @default tmx
           * @enum {string}
           */
          format?: "tmx";
          content: string;
          fileName?: string;
          /** @default true */
          dryRun?: boolean;
        };
      };
    };
    responses: {
      /** @description Success */
      200: {
        content: {
          "application/json": components["schemas"]["MemoryImportResult"];
        };
      };
      /** @description An RFC 9457 problem */
      "4XX": {
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description An RFC 9457 problem */
      "5XX": {
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
    };
  };
  /** Export the translation memory as TMX */
  getTranslationsMemoryExport: {
    parameters: {
      query?: {
        format?: "tmx";
      };
    };
    responses: {
      /** @description The file (or the JSON answer asked for) */
      200: {
        content: {
          "application/x-tmx+xml": string;
        };
      };
      /** @description An RFC 9457 problem */
      "4XX": {
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description An RFC 9457 problem */
      "5XX": {
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
    };
  };
  /** Create a key */
  postTranslationsKeys: {
    requestBody: {
      content: {
        "application/json": {
          /** @description A key name: at most 200 characters, dot-separated segments, none empty, none named __proto__, constructor or prototype; no whitespace at either end, no control character */
          name: string;
          /** @default */
          description?: string;
        };
      };
    };
    responses: {
      /** @description Created */
      201: {
        content: {
          "application/json": components["schemas"]["KeyNameResult"];
        };
      };
      /** @description An RFC 9457 problem */
      "4XX": {
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description An RFC 9457 problem */
      "5XX": {
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
    };
  };
  /** Run the checks again */
  postTranslationsRecheck: {
    requestBody: {
      content: {
        "application/json": {
          /** @default 0 */
          after?: number;
        };
      };
    };
    responses: {
      /** @description Success */
      200: {
        content: {
          "application/json": components["schemas"]["RecheckResult"];
        };
      };
      /** @description An RFC 9457 problem */
      "4XX": {
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description An RFC 9457 problem */
      "5XX": {
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
    };
  };
  /** Delete keys */
  postTranslationsKeysDelete: {
    requestBody: {
      content: {
        "application/json": {
          keys: string[];
          /** @default true */
          dryRun?: boolean;
          translations?: number;
        };
      };
    };
    responses: {
      /** @description Success */
      200: {
        content: {
          "application/json": components["schemas"]["KeysDeleted"];
        };
      };
      /** @description An RFC 9457 problem */
      "4XX": {
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description An RFC 9457 problem */
      "5XX": {
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
    };
  };
  /** A key and its translations */
  getTranslationsKeysByName: {
    parameters: {
      path: {
        name: string;
      };
    };
    responses: {
      /** @description Success */
      200: {
        content: {
          "application/json": components["schemas"]["KeyDetail"];
        };
      };
      /** @description An RFC 9457 problem */
      "4XX": {
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description An RFC 9457 problem */
      "5XX": {
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
    };
  };
  /** Delete a key */
  deleteTranslationsKeysByName: {
    parameters: {
      path: {
        name: string;
      };
    };
    responses: {
      /** @description Done: no content */
      204: {
        content: never;
      };
      /** @description An RFC 9457 problem */
      "4XX": {
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description An RFC 9457 problem */
      "5XX": {
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
    };
  };
  /** Rename or describe a key */
  patchTranslationsKeysByName: {
    parameters: {
      path: {
        name: string;
      };
    };
    requestBody: {
      content: {
        "application/json": {
          /** @description A key name: at most 200 characters, dot-separated segments, none empty, none named __proto__, constructor or prototype; no whitespace at either end, no control character */
          name?: string;
          description?: string;
          maxLength?: number | null;
        };
      };
    };
    responses: {
      /** @description Success */
      200: {
        content: {
          "application/json": components["schemas"]["KeyNameResult"];
        };
      };
      /** @description An RFC 9457 problem */
      "4XX": {
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description An RFC 9457 problem */
      "5XX": {
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
    };
  };
  /** Save a translation */
  putTranslationsKeysByNameValuesByLocale: {
    parameters: {
      path: {
        name: string;
        locale: "sk" | "en" | "cz" | "hr" | "pl" | "hu" | "si" | "rs" | "de" | "ru";
      };
    };
    requestBody: {
      content: {
        "application/json": {
          text: string;
          version: number;
          origin?: OneOf<[{
            /** @constant */
            kind: "typed";
          }, {
            /** @constant */
            kind: "memory";
            /** @description A key name: at most 200 characters, dot-separated segments, none empty, none named __proto__, constructor or prototype; no whitespace at either end, no control character */
            key: string;
          }, {
            /** @constant */
            kind: "machine";
            /** @enum {string} */
            provider: "deepl" | "openai";
          }]>;
        };
      };
    };
    responses: {
      /** @description Success */
      200: {
        content: {
          "application/json": components["schemas"]["SaveOk"];
        };
      };
      /** @description An RFC 9457 problem */
      "4XX": {
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description An RFC 9457 problem */
      "5XX": {
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
    };
  };
  /** Approve a translation */
  postTranslationsKeysByNameValuesByLocaleApprove: {
    parameters: {
      path: {
        name: string;
        locale: "sk" | "en" | "cz" | "hr" | "pl" | "hu" | "si" | "rs" | "de" | "ru";
      };
    };
    requestBody: {
      content: {
        "application/json": {
          version: number;
        };
      };
    };
    responses: {
      /** @description Success */
      200: {
        content: {
          "application/json": components["schemas"]["ReviewOk"];
        };
      };
      /** @description An RFC 9457 problem */
      "4XX": {
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description An RFC 9457 problem */
      "5XX": {
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
    };
  };
  /** Confirm an outdated translation */
  postTranslationsKeysByNameValuesByLocaleConfirm: {
    parameters: {
      path: {
        name: string;
        locale: "sk" | "en" | "cz" | "hr" | "pl" | "hu" | "si" | "rs" | "de" | "ru";
      };
    };
    requestBody: {
      content: {
        "application/json": {
          version: number;
        };
      };
    };
    responses: {
      /** @description Success */
      200: {
        content: {
          "application/json": components["schemas"]["ReviewOk"];
        };
      };
      /** @description An RFC 9457 problem */
      "4XX": {
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description An RFC 9457 problem */
      "5XX": {
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
    };
  };
  /** Send a translation back with a reason */
  postTranslationsKeysByNameValuesByLocaleRequestChanges: {
    parameters: {
      path: {
        name: string;
        locale: "sk" | "en" | "cz" | "hr" | "pl" | "hu" | "si" | "rs" | "de" | "ru";
      };
    };
    requestBody: {
      content: {
        "application/json": {
          version: number;
          reason: string;
        };
      };
    };
    responses: {
      /** @description Success */
      200: {
        content: {
          "application/json": components["schemas"]["ReviewOk"];
        };
      };
      /** @description An RFC 9457 problem */
      "4XX": {
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description An RFC 9457 problem */
      "5XX": {
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
    };
  };
  /** A locale's settings */
  putTranslationsLocalesByLocale: {
    parameters: {
      path: {
        locale: "sk" | "en" | "cz" | "hr" | "pl" | "hu" | "si" | "rs" | "de" | "ru";
      };
    };
    requestBody: {
      content: {
        "application/json": {
          reviewedOnly: boolean;
        };
      };
    };
    responses: {
      /** @description Success */
      200: {
        content: {
          "application/json": components["schemas"]["LocaleSettingsOk"];
        };
      };
      /** @description An RFC 9457 problem */
      "4XX": {
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description An RFC 9457 problem */
      "5XX": {
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
    };
  };
  /** A key's history */
  getTranslationsHistoryById: {
    parameters: {
      path: {
        id: number;
      };
    };
    responses: {
      /** @description Success */
      200: {
        content: {
          "application/json": components["schemas"]["KeyHistory"];
        };
      };
      /** @description An RFC 9457 problem */
      "4XX": {
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description An RFC 9457 problem */
      "5XX": {
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
    };
  };
  /** What a revert would do */
  getTranslationsHistoryByIdRevert: {
    parameters: {
      path: {
        id: number;
      };
    };
    responses: {
      /** @description Success */
      200: {
        content: {
          "application/json": components["schemas"]["RevertPreview"];
        };
      };
      /** @description An RFC 9457 problem */
      "4XX": {
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description An RFC 9457 problem */
      "5XX": {
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
    };
  };
  /** Revert to a history entry */
  postTranslationsHistoryByIdRevert: {
    parameters: {
      path: {
        id: number;
      };
    };
    requestBody: {
      content: {
        "application/json": {
          version: number;
          /** @default false */
          clear?: boolean;
        };
      };
    };
    responses: {
      /** @description Success */
      200: {
        content: {
          "application/json": components["schemas"]["RevertOk"];
        };
      };
      /** @description An RFC 9457 problem */
      "4XX": {
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description An RFC 9457 problem */
      "5XX": {
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
    };
  };
  /** Recent imports */
  getTranslationsImports: {
    parameters: {
      query?: {
        limit?: number;
      };
    };
    responses: {
      /** @description Success */
      200: {
        content: {
          "application/json": components["schemas"]["ImportList"];
        };
      };
      /** @description An RFC 9457 problem */
      "4XX": {
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description An RFC 9457 problem */
      "5XX": {
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
    };
  };
  /** What undoing an import would do */
  getTranslationsImportsByIdUndo: {
    parameters: {
      path: {
        id: number;
      };
    };
    responses: {
      /** @description Success */
      200: {
        content: {
          "application/json": components["schemas"]["UndoPreview"];
        };
      };
      /** @description An RFC 9457 problem */
      "4XX": {
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description An RFC 9457 problem */
      "5XX": {
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
    };
  };
  /** Undo an import */
  postTranslationsImportsByIdUndo: {
    parameters: {
      path: {
        id: number;
      };
    };
    requestBody: {
      content: {
        "application/json": {
          basis: string;
        };
      };
    };
    responses: {
      /** @description Success */
      200: {
        content: {
          "application/json": components["schemas"]["UndoApplied"];
        };
      };
      /** @description An RFC 9457 problem */
      "4XX": {
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description An RFC 9457 problem */
      "5XX": {
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
    };
  };
  /** Import a file (dry run or apply) */
  postTranslationsImport: {
    requestBody: {
      content: {
        "application/json": {
          /** @enum {string} */
          format: "json" | "nested-json" | "csv" | "i18next" | "xliff" | "po" | "arb" | "android" | "xcstrings";
          content: string;
          fileName?: string;
          locale?: ("sk" | "en" | "cz" | "hr" | "pl" | "hu" | "si" | "rs" | "de" | "ru") | null;
          /**
           * Format: date-time
           * @description An ISO 8601 date-time, such as 2026-01-31T12:00:00Z
           */
          since?: string;
          /** @default true */
          dryRun?: boolean;
          /** @default false */
          overwriteConflicts?: boolean;
        };
      };
    };
    responses: {
      /** @description Success */
      200: {
        content: {
          "application/json": components["schemas"]["ImportResult"];
        };
      };
      /** @description An RFC 9457 problem */
      "4XX": {
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description An RFC 9457 problem */
      "5XX": {
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
    };
  };
  /** Suggestions for a translation */
  getTranslationsKeysByNameSuggestionsByLocale: {
    parameters: {
      query?: {
        from?: string;
      };
      path: {
        name: string;
        locale: "sk" | "en" | "cz" | "hr" | "pl" | "hu" | "si" | "rs" | "de" | "ru";
      };
    };
    responses: {
      /** @description Success */
      200: {
        content: {
          "application/json": components["schemas"]["SuggestionsResult"];
        };
      };
      /** @description An RFC 9457 problem */
      "4XX": {
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description An RFC 9457 problem */
      "5XX": {
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
    };
  };
  /** Keys with the same source */
  getTranslationsKeysByNameSameSourceByLocale: {
    parameters: {
      path: {
        name: string;
        locale: "sk" | "en" | "cz" | "hr" | "pl" | "hu" | "si" | "rs" | "de" | "ru";
      };
    };
    responses: {
      /** @description Success */
      200: {
        content: {
          "application/json": components["schemas"]["SameSourceResult"];
        };
      };
      /** @description An RFC 9457 problem */
      "4XX": {
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description An RFC 9457 problem */
      "5XX": {
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
    };
  };
  /** Copy a translation to keys with the same source */
  postTranslationsKeysByNamePropagateByLocale: {
    parameters: {
      path: {
        name: string;
        locale: "sk" | "en" | "cz" | "hr" | "pl" | "hu" | "si" | "rs" | "de" | "ru";
      };
    };
    requestBody: {
      content: {
        "application/json": {
          version: number;
          targets: unknown[];
        };
      };
    };
    responses: {
      /** @description Success */
      200: {
        content: {
          "application/json": components["schemas"]["PropagateResult"];
        };
      };
      /** @description An RFC 9457 problem */
      "4XX": {
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description An RFC 9457 problem */
      "5XX": {
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
    };
  };
  /** Pre-translate empty translations */
  postTranslationsPretranslate: {
    requestBody: {
      content: {
        "application/json": {
          /** @enum {string} */
          locale: "sk" | "en" | "cz" | "hr" | "pl" | "hu" | "si" | "rs" | "de" | "ru";
          from: ("memory" | "machine")[];
          /** @default {} */
          filter?: {
            q?: string;
            /** @enum {string} */
            missing?: "sk" | "en" | "cz" | "hr" | "pl" | "hu" | "si" | "rs" | "de" | "ru";
            /**
             * Format: date-time
             * @description An ISO 8601 date-time, such as 2026-01-31T12:00:00Z
             */
            changedSince?: string;
            problem?: string;
            /** @enum {string} */
            usage?: "used" | "unused";
            /** @enum {string} */
            scope?: "site" | "admin";
            /** @enum {string} */
            state?: "needs-review" | "reviewed" | "changes-requested" | "outdated";
            /** @enum {string} */
            stateLocale?: "sk" | "en" | "cz" | "hr" | "pl" | "hu" | "si" | "rs" | "de" | "ru";
            /** @enum {string} */
            origin?: "typed" | "memory" | "machine" | "import" | "pretranslate";
            /** @enum {string} */
            question?: "open";
            task?: number;
            locales?: string;
          };
          /** @default true */
          dryRun?: boolean;
        };
      };
    };
    responses: {
      /** @description Success */
      200: {
        content: {
          "application/json": components["schemas"]["PretranslateResult"];
        };
      };
      /** @description An RFC 9457 problem */
      "4XX": {
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description An RFC 9457 problem */
      "5XX": {
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
    };
  };
  /** A bulk action */
  postTranslationsBulk: {
    requestBody: {
      content: {
        "application/json": {
          /** @enum {string} */
          action: "approve" | "needs-review" | "request-changes" | "confirm" | "replace" | "copy-from" | "clear";
          q?: string;
          /** @enum {string} */
          missing?: "sk" | "en" | "cz" | "hr" | "pl" | "hu" | "si" | "rs" | "de" | "ru";
          /**
           * Format: date-time
           * @description An ISO 8601 date-time, such as 2026-01-31T12:00:00Z
           */
          changedSince?: string;
          problem?: string;
          /** @enum {string} */
          usage?: "used" | "unused";
          /** @enum {string} */
          scope?: "site" | "admin";
          /** @enum {string} */
          state?: "needs-review" | "reviewed" | "changes-requested" | "outdated";
          /** @enum {string} */
          stateLocale?: "sk" | "en" | "cz" | "hr" | "pl" | "hu" | "si" | "rs" | "de" | "ru";
          /** @enum {string} */
          origin?: "typed" | "memory" | "machine" | "import" | "pretranslate";
          /** @enum {string} */
          question?: "open";
          task?: number;
          locales?: string;
          keys?: string[];
          /** @enum {string} */
          locale?: "sk" | "en" | "cz" | "hr" | "pl" | "hu" | "si" | "rs" | "de" | "ru";
          find?: string;
          replace?: string;
          /** @enum {string} */
          from?: "sk" | "en" | "cz" | "hr" | "pl" | "hu" | "si" | "rs" | "de" | "ru";
          reason?: string;
          /** @default true */
          dryRun?: boolean;
        };
      };
    };
    responses: {
      /** @description Success */
      200: {
        content: {
          "application/json": components["schemas"]["BulkResult"];
        };
      };
      /** @description An RFC 9457 problem */
      "4XX": {
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description An RFC 9457 problem */
      "5XX": {
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
    };
  };
  /** A key's comments */
  getTranslationsKeysByNameComments: {
    parameters: {
      path: {
        name: string;
      };
    };
    responses: {
      /** @description Success */
      200: {
        content: {
          "application/json": components["schemas"]["CommentList"];
        };
      };
      /** @description An RFC 9457 problem */
      "4XX": {
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description An RFC 9457 problem */
      "5XX": {
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
    };
  };
  /** Comment or ask a question */
  postTranslationsKeysByNameComments: {
    parameters: {
      path: {
        name: string;
      };
    };
    requestBody: {
      content: {
        "application/json": {
          text: string;
          locale?: ("sk" | "en" | "cz" | "hr" | "pl" | "hu" | "si" | "rs" | "de" | "ru") | null;
          /** @default false */
          question?: boolean;
        };
      };
    };
    responses: {
      /** @description Created */
      201: {
        content: {
          "application/json": components["schemas"]["Comment"];
        };
      };
      /** @description An RFC 9457 problem */
      "4XX": {
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description An RFC 9457 problem */
      "5XX": {
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
    };
  };
  /** Delete a comment */
  deleteTranslationsKeysByNameCommentsById: {
    parameters: {
      path: {
        name: string;
        id: number;
      };
    };
    responses: {
      /** @description Done: no content */
      204: {
        content: never;
      };
      /** @description An RFC 9457 problem */
      "4XX": {
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description An RFC 9457 problem */
      "5XX": {
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
    };
  };
  /** Resolve or reopen a question */
  patchTranslationsKeysByNameCommentsById: {
    parameters: {
      path: {
        name: string;
        id: number;
      };
    };
    requestBody: {
      content: {
        "application/json": {
          resolved: boolean;
          version: number;
        };
      };
    };
    responses: {
      /** @description Success */
      200: {
        content: {
          "application/json": components["schemas"]["Comment"];
        };
      };
      /** @description An RFC 9457 problem */
      "4XX": {
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description An RFC 9457 problem */
      "5XX": {
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
    };
  };
  /** Dismiss a warning */
  postTranslationsKeysByNameValuesByLocaleDismissals: {
    parameters: {
      path: {
        name: string;
        locale: "sk" | "en" | "cz" | "hr" | "pl" | "hu" | "si" | "rs" | "de" | "ru";
      };
    };
    requestBody: {
      content: {
        "application/json": {
          code: string;
          reason: string;
          version: number;
        };
      };
    };
    responses: {
      /** @description Success */
      200: {
        content: {
          "application/json": components["schemas"]["CellAnswer"];
        };
      };
      /** @description An RFC 9457 problem */
      "4XX": {
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description An RFC 9457 problem */
      "5XX": {
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
    };
  };
  /** Undo a dismissal */
  deleteTranslationsKeysByNameValuesByLocaleDismissals: {
    parameters: {
      path: {
        name: string;
        locale: "sk" | "en" | "cz" | "hr" | "pl" | "hu" | "si" | "rs" | "de" | "ru";
      };
    };
    requestBody: {
      content: {
        "application/json": {
          code: string;
        };
      };
    };
    responses: {
      /** @description Success */
      200: {
        content: {
          "application/json": components["schemas"]["CellAnswer"];
        };
      };
      /** @description An RFC 9457 problem */
      "4XX": {
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description An RFC 9457 problem */
      "5XX": {
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
    };
  };
  /**
   * Preview drafts on a page (sessions only)
   * @description Refused to an API token: A preview shows drafts only in the browser session that made it, and a token has none: sign in and preview from the editor instead.
   */
  postPreview: {
    requestBody: {
      content: {
        "application/json": {
          /** @enum {string} */
          locale: "sk" | "en" | "cz" | "hr" | "pl" | "hu" | "si" | "rs" | "de" | "ru";
          drafts: unknown;
          path?: string | null;
        };
      };
    };
    responses: {
      /** @description Created */
      201: {
        content: {
          "application/json": components["schemas"]["PreviewCreated"];
        };
      };
      /** @description An RFC 9457 problem */
      "4XX": {
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description An RFC 9457 problem */
      "5XX": {
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
    };
  };
  /** The glossary */
  getGlossary: {
    responses: {
      /** @description Success */
      200: {
        content: {
          "application/json": components["schemas"]["TermList"];
        };
      };
      /** @description An RFC 9457 problem */
      "4XX": {
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description An RFC 9457 problem */
      "5XX": {
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
    };
  };
  /** Add a term */
  postGlossary: {
    requestBody: {
      content: {
        "application/json": {
          term: string;
          /** @default */
          description?: string;
          /** @default false */
          caseSensitive?: boolean;
          /** @default false */
          doNotTranslate?: boolean;
          /** @default {} */
          translations?: {
            [key: string]: {
              /** @default */
              text?: string;
              /** @default [] */
              forbidden?: string[];
              /** @default [] */
              forms?: string[];
            };
          };
        };
      };
    };
    responses: {
      /** @description Created */
      201: {
        content: {
          "application/json": components["schemas"]["TermWritten"];
        };
      };
      /** @description An RFC 9457 problem */
      "4XX": {
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description An RFC 9457 problem */
      "5XX": {
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
    };
  };
  /** Export the glossary */
  getGlossaryExport: {
    parameters: {
      query?: {
        format?: "csv" | "tbx";
      };
    };
    responses: {
      /** @description The file (or the JSON answer asked for) */
      200: {
        content: {
          "text/csv": string;
          "application/x-tbx+xml": string;
        };
      };
      /** @description An RFC 9457 problem */
      "4XX": {
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description An RFC 9457 problem */
      "5XX": {
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
    };
  };
  /** Import glossary terms */
  postGlossaryImport: {
    requestBody: {
      content: {
        "application/json": {
          /** @enum {string} */
          format: "csv" | "tbx";
          content: string;
          /** @default false */
          dryRun?: boolean;
        };
      };
    };
    responses: {
      /** @description Success */
      200: {
        content: {
          "application/json": components["schemas"]["GlossaryImportResult"];
        };
      };
      /** @description An RFC 9457 problem */
      "4XX": {
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description An RFC 9457 problem */
      "5XX": {
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
    };
  };
  /** A term */
  getGlossaryById: {
    parameters: {
      path: {
        id: number;
      };
    };
    responses: {
      /** @description Success */
      200: {
        content: {
          "application/json": components["schemas"]["TermOne"];
        };
      };
      /** @description An RFC 9457 problem */
      "4XX": {
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description An RFC 9457 problem */
      "5XX": {
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
    };
  };
  /** Delete a term */
  deleteGlossaryById: {
    parameters: {
      query: {
        version: number;
      };
      path: {
        id: number;
      };
    };
    responses: {
      /** @description Done: no content */
      204: {
        content: never;
      };
      /** @description An RFC 9457 problem */
      "4XX": {
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description An RFC 9457 problem */
      "5XX": {
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
    };
  };
  /** Change a term */
  patchGlossaryById: {
    parameters: {
      path: {
        id: number;
      };
    };
    requestBody: {
      content: {
        "application/json": {
          version: number;
          term?: string;
          description?: string;
          caseSensitive?: boolean;
          doNotTranslate?: boolean;
          translations?: {
            [key: string]: {
              /** @default */
              text?: string;
              /** @default [] */
              forbidden?: string[];
              /** @default [] */
              forms?: string[];
            };
          };
        };
      };
    };
    responses: {
      /** @description Success */
      200: {
        content: {
          "application/json": components["schemas"]["TermWritten"];
        };
      };
      /** @description An RFC 9457 problem */
      "4XX": {
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description An RFC 9457 problem */
      "5XX": {
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
    };
  };
  /** Webhook endpoints */
  getWebhooks: {
    responses: {
      /** @description Success */
      200: {
        content: {
          "application/json": components["schemas"]["WebhookList"];
        };
      };
      /** @description An RFC 9457 problem */
      "4XX": {
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description An RFC 9457 problem */
      "5XX": {
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
    };
  };
  /** Register an endpoint (its secret is shown once) */
  postWebhooks: {
    requestBody: {
      content: {
        "application/json": {
          url: string;
          events: ("publication.created" | "import.applied" | "import.undone" | "translation.approved" | "translation.changes_requested" | "key.created" | "key.deleted" | "comment.created" | "task.created" | "task.completed")[];
          /** @default */
          description?: string;
        };
      };
    };
    responses: {
      /** @description Created */
      201: {
        content: {
          "application/json": components["schemas"]["WebhookWithSecret"];
        };
      };
      /** @description An RFC 9457 problem */
      "4XX": {
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description An RFC 9457 problem */
      "5XX": {
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
    };
  };
  /** An endpoint */
  getWebhooksById: {
    parameters: {
      path: {
        id: number;
      };
    };
    responses: {
      /** @description Success */
      200: {
        content: {
          "application/json": components["schemas"]["WebhookOne"];
        };
      };
      /** @description An RFC 9457 problem */
      "4XX": {
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description An RFC 9457 problem */
      "5XX": {
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
    };
  };
  /** Delete an endpoint */
  deleteWebhooksById: {
    parameters: {
      query: {
        version: number;
      };
      path: {
        id: number;
      };
    };
    responses: {
      /** @description Done: no content */
      204: {
        content: never;
      };
      /** @description An RFC 9457 problem */
      "4XX": {
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description An RFC 9457 problem */
      "5XX": {
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
    };
  };
  /** Change an endpoint */
  patchWebhooksById: {
    parameters: {
      path: {
        id: number;
      };
    };
    requestBody: {
      content: {
        "application/json": {
          version: number;
          url?: string;
          events?: ("publication.created" | "import.applied" | "import.undone" | "translation.approved" | "translation.changes_requested" | "key.created" | "key.deleted" | "comment.created" | "task.created" | "task.completed")[];
          description?: string;
          enabled?: boolean;
        };
      };
    };
    responses: {
      /** @description Success */
      200: {
        content: {
          "application/json": components["schemas"]["WebhookOne"];
        };
      };
      /** @description An RFC 9457 problem */
      "4XX": {
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description An RFC 9457 problem */
      "5XX": {
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
    };
  };
  /** A new secret (shown once) */
  postWebhooksByIdRotate: {
    parameters: {
      path: {
        id: number;
      };
    };
    requestBody: {
      content: {
        "application/json": {
          version: number;
        };
      };
    };
    responses: {
      /** @description Success */
      200: {
        content: {
          "application/json": components["schemas"]["WebhookWithSecret"];
        };
      };
      /** @description An RFC 9457 problem */
      "4XX": {
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description An RFC 9457 problem */
      "5XX": {
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
    };
  };
  /** An endpoint's delivery log */
  getWebhooksByIdDeliveries: {
    parameters: {
      path: {
        id: number;
      };
    };
    responses: {
      /** @description Success */
      200: {
        content: {
          "application/json": components["schemas"]["DeliveryList"];
        };
      };
      /** @description An RFC 9457 problem */
      "4XX": {
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description An RFC 9457 problem */
      "5XX": {
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
    };
  };
  /** One delivery */
  getWebhooksByIdDeliveriesByDeliveryId: {
    parameters: {
      path: {
        id: number;
        deliveryId: string;
      };
    };
    responses: {
      /** @description Success */
      200: {
        content: {
          "application/json": components["schemas"]["DeliveryOne"];
        };
      };
      /** @description An RFC 9457 problem */
      "4XX": {
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description An RFC 9457 problem */
      "5XX": {
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
    };
  };
  /** Send a delivery again */
  postWebhooksByIdDeliveriesByDeliveryIdRedeliver: {
    parameters: {
      path: {
        id: number;
        deliveryId: string;
      };
    };
    responses: {
      /** @description Accepted: it runs next */
      202: {
        content: {
          "application/json": components["schemas"]["DeliveryOne"];
        };
      };
      /** @description An RFC 9457 problem */
      "4XX": {
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description An RFC 9457 problem */
      "5XX": {
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
    };
  };
  /** Send a ping */
  postWebhooksByIdTest: {
    parameters: {
      path: {
        id: number;
      };
    };
    responses: {
      /** @description Accepted: it runs next */
      202: {
        content: {
          "application/json": components["schemas"]["DeliveryOne"];
        };
      };
      /** @description An RFC 9457 problem */
      "4XX": {
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description An RFC 9457 problem */
      "5XX": {
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
    };
  };
  /** Tasks with their progress */
  getTasks: {
    parameters: {
      query?: {
        assignee?: "me" | number;
        locale?: "sk" | "en" | "cz" | "hr" | "pl" | "hu" | "si" | "rs" | "de" | "ru";
        state?: "open" | "closed" | "all";
      };
    };
    responses: {
      /** @description Success */
      200: {
        content: {
          "application/json": components["schemas"]["TaskList"];
        };
      };
      /** @description An RFC 9457 problem */
      "4XX": {
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description An RFC 9457 problem */
      "5XX": {
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
    };
  };
  /** Create a task from the list's filter */
  postTasks: {
    requestBody: {
      content: {
        "application/json": {
          /** @enum {string} */
          kind: "translate" | "review";
          /** @enum {string} */
          locale: "sk" | "en" | "cz" | "hr" | "pl" | "hu" | "si" | "rs" | "de" | "ru";
          /** @default {} */
          filter?: {
            q?: string;
            /** @enum {string} */
            missing?: "sk" | "en" | "cz" | "hr" | "pl" | "hu" | "si" | "rs" | "de" | "ru";
            /**
             * Format: date-time
             * @description An ISO 8601 date-time, such as 2026-01-31T12:00:00Z
             */
            changedSince?: string;
            problem?: string;
            /** @enum {string} */
            usage?: "used" | "unused";
            /** @enum {string} */
            scope?: "site" | "admin";
            /** @enum {string} */
            state?: "needs-review" | "reviewed" | "changes-requested" | "outdated";
            /** @enum {string} */
            stateLocale?: "sk" | "en" | "cz" | "hr" | "pl" | "hu" | "si" | "rs" | "de" | "ru";
            /** @enum {string} */
            origin?: "typed" | "memory" | "machine" | "import" | "pretranslate";
            /** @enum {string} */
            question?: "open";
            task?: number;
            locales?: string;
          };
          assignees: number[];
          /** @default null */
          due?: string | null;
          /** @default */
          description?: string;
        };
      };
    };
    responses: {
      /** @description Created */
      201: {
        content: {
          "application/json": components["schemas"]["Task"];
        };
      };
      /** @description An RFC 9457 problem */
      "4XX": {
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description An RFC 9457 problem */
      "5XX": {
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
    };
  };
  /** Who may be assigned a task in a locale */
  getTasksAssignable: {
    parameters: {
      query: {
        locale: "sk" | "en" | "cz" | "hr" | "pl" | "hu" | "si" | "rs" | "de" | "ru";
      };
    };
    responses: {
      /** @description Success */
      200: {
        content: {
          "application/json": components["schemas"]["AssignableList"];
        };
      };
      /** @description An RFC 9457 problem */
      "4XX": {
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description An RFC 9457 problem */
      "5XX": {
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
    };
  };
  /** A task and its progress */
  getTasksById: {
    parameters: {
      path: {
        id: number;
      };
    };
    responses: {
      /** @description Success */
      200: {
        content: {
          "application/json": components["schemas"]["Task"];
        };
      };
      /** @description An RFC 9457 problem */
      "4XX": {
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description An RFC 9457 problem */
      "5XX": {
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
    };
  };
  /** Change a task's due date, description or assignees */
  patchTasksById: {
    parameters: {
      path: {
        id: number;
      };
    };
    requestBody: {
      content: {
        "application/json": {
          version: number;
          due?: string | null;
          description?: string;
          assignees?: number[];
        };
      };
    };
    responses: {
      /** @description Success */
      200: {
        content: {
          "application/json": components["schemas"]["Task"];
        };
      };
      /** @description An RFC 9457 problem */
      "4XX": {
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description An RFC 9457 problem */
      "5XX": {
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
    };
  };
  /** Close a task */
  postTasksByIdClose: {
    parameters: {
      path: {
        id: number;
      };
    };
    requestBody: {
      content: {
        "application/json": {
          version: number;
        };
      };
    };
    responses: {
      /** @description Success */
      200: {
        content: {
          "application/json": components["schemas"]["Task"];
        };
      };
      /** @description An RFC 9457 problem */
      "4XX": {
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description An RFC 9457 problem */
      "5XX": {
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
    };
  };
  /** Reopen a task */
  postTasksByIdReopen: {
    parameters: {
      path: {
        id: number;
      };
    };
    requestBody: {
      content: {
        "application/json": {
          version: number;
        };
      };
    };
    responses: {
      /** @description Success */
      200: {
        content: {
          "application/json": components["schemas"]["Task"];
        };
      };
      /** @description An RFC 9457 problem */
      "4XX": {
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description An RFC 9457 problem */
      "5XX": {
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
    };
  };
  /** Turn in-context editing on or off */
  putInContext: {
    requestBody: {
      content: {
        "application/json": {
          on: boolean;
        };
      };
    };
    responses: {
      /** @description Success */
      200: {
        content: {
          "application/json": components["schemas"]["InContextState"];
        };
      };
      /** @description An RFC 9457 problem */
      "4XX": {
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description An RFC 9457 problem */
      "5XX": {
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
    };
  };
  /**
   * Former path of PUT /api/admin/in-context
   * @deprecated
   */
  putEditOnPage: {
    requestBody: {
      content: {
        "application/json": {
          on: boolean;
        };
      };
    };
    responses: {
      /** @description Success */
      200: {
        content: {
          "application/json": components["schemas"]["InContextState"];
        };
      };
      /** @description An RFC 9457 problem */
      "4XX": {
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description An RFC 9457 problem */
      "5XX": {
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
    };
  };
  /** Accounts */
  getPeople: {
    responses: {
      /** @description Success */
      200: {
        content: {
          "application/json": components["schemas"]["PeopleList"];
        };
      };
      /** @description An RFC 9457 problem */
      "4XX": {
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description An RFC 9457 problem */
      "5XX": {
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
    };
  };
  /** Create an account */
  postPeople: {
    requestBody: {
      content: {
        "application/json": {
          email: string;
          /** @enum {string} */
          role: "admin" | "reviewer" | "translator";
          locales?: ((("sk" | "en" | "cz" | "hr" | "pl" | "hu" | "si" | "rs" | "de" | "ru")[]) | "all") | null;
          /** @enum {string} */
          mode: "password" | "invite";
        };
      };
    };
    responses: {
      /** @description Created */
      201: {
        content: {
          "application/json": components["schemas"]["CreatedPerson"];
        };
      };
      /** @description An RFC 9457 problem */
      "4XX": {
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description An RFC 9457 problem */
      "5XX": {
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
    };
  };
  /** An account and its sessions */
  getPeopleById: {
    parameters: {
      path: {
        id: number;
      };
    };
    responses: {
      /** @description Success */
      200: {
        content: {
          "application/json": components["schemas"]["PersonDetail"];
        };
      };
      /** @description An RFC 9457 problem */
      "4XX": {
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description An RFC 9457 problem */
      "5XX": {
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
    };
  };
  /** Change an account */
  patchPeopleById: {
    parameters: {
      path: {
        id: number;
      };
    };
    requestBody: {
      content: {
        "application/json": {
          updatedAt: number;
          /** @enum {string} */
          role?: "admin" | "reviewer" | "translator";
          locales?: ((("sk" | "en" | "cz" | "hr" | "pl" | "hu" | "si" | "rs" | "de" | "ru")[]) | "all") | null;
          disabled?: boolean;
        };
      };
    };
    responses: {
      /** @description Success */
      200: {
        content: {
          "application/json": components["schemas"]["PersonChanged"];
        };
      };
      /** @description An RFC 9457 problem */
      "4XX": {
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description An RFC 9457 problem */
      "5XX": {
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
    };
  };
  /** A password-reset link */
  postPeopleByIdReset: {
    parameters: {
      path: {
        id: number;
      };
    };
    responses: {
      /** @description Created */
      201: {
        content: {
          "application/json": components["schemas"]["ResetLink"];
        };
      };
      /** @description An RFC 9457 problem */
      "4XX": {
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description An RFC 9457 problem */
      "5XX": {
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
    };
  };
  /** Turn off an account's two-factor sign-in (ends its sessions) */
  deletePeopleByIdTotp: {
    parameters: {
      path: {
        id: number;
      };
    };
    responses: {
      /** @description Done: no content */
      204: {
        content: never;
      };
      /** @description An RFC 9457 problem */
      "4XX": {
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description An RFC 9457 problem */
      "5XX": {
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
    };
  };
  /** End an account's sessions */
  deletePeopleByIdSessions: {
    parameters: {
      path: {
        id: number;
      };
    };
    responses: {
      /** @description Success */
      200: {
        content: {
          "application/json": components["schemas"]["SessionsEnded"];
        };
      };
      /** @description An RFC 9457 problem */
      "4XX": {
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description An RFC 9457 problem */
      "5XX": {
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
    };
  };
  /** End one session */
  deletePeopleByIdSessionsBySessionId: {
    parameters: {
      path: {
        id: number;
        sessionId: string;
      };
    };
    responses: {
      /** @description Done: no content */
      204: {
        content: never;
      };
      /** @description An RFC 9457 problem */
      "4XX": {
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description An RFC 9457 problem */
      "5XX": {
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
    };
  };
  /** One's own sessions */
  getAccountSessions: {
    responses: {
      /** @description Success */
      200: {
        content: {
          "application/json": components["schemas"]["SessionList"];
        };
      };
      /** @description An RFC 9457 problem */
      "4XX": {
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description An RFC 9457 problem */
      "5XX": {
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
    };
  };
  /** End one's other sessions (sign out everywhere else) */
  deleteAccountSessions: {
    responses: {
      /** @description Success */
      200: {
        content: {
          "application/json": components["schemas"]["SessionsEnded"];
        };
      };
      /** @description An RFC 9457 problem */
      "4XX": {
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description An RFC 9457 problem */
      "5XX": {
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
    };
  };
  /** End one's own session */
  deleteAccountSessionsBySessionId: {
    parameters: {
      path: {
        sessionId: string;
      };
    };
    responses: {
      /** @description Success */
      200: {
        content: {
          "application/json": components["schemas"]["SessionEnded"];
        };
      };
      /** @description An RFC 9457 problem */
      "4XX": {
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description An RFC 9457 problem */
      "5XX": {
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
    };
  };
  /** Change one's password */
  postAccountPassword: {
    requestBody: {
      content: {
        "application/json": {
          current: string;
          password: string;
        };
      };
    };
    responses: {
      /** @description Done: no content */
      204: {
        content: never;
      };
      /** @description An RFC 9457 problem */
      "4XX": {
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description An RFC 9457 problem */
      "5XX": {
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
    };
  };
  /** One's email preferences, per notification kind */
  getAccountEmailPreferences: {
    responses: {
      /** @description Success */
      200: {
        content: {
          "application/json": components["schemas"]["EmailPreferences"];
        };
      };
      /** @description An RFC 9457 problem */
      "4XX": {
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description An RFC 9457 problem */
      "5XX": {
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
    };
  };
  /** Change one's email preferences */
  putAccountEmailPreferences: {
    requestBody: {
      content: {
        "application/json": {
          preferences: {
            [key: string]: "off" | "immediately" | "digest";
          };
        };
      };
    };
    responses: {
      /** @description Success */
      200: {
        content: {
          "application/json": components["schemas"]["EmailPreferences"];
        };
      };
      /** @description An RFC 9457 problem */
      "4XX": {
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description An RFC 9457 problem */
      "5XX": {
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
    };
  };
  /** Choose the admin's language for one's account (null: the browser's) */
  putAccountLanguage: {
    requestBody: {
      content: {
        "application/json": {
          locale: ("sk" | "en" | "cz" | "hr" | "pl" | "hu" | "si" | "rs" | "de" | "ru" | "en-XA") | null;
        };
      };
    };
    responses: {
      /** @description Success */
      200: {
        content: {
          "application/json": components["schemas"]["AdminLanguage"];
        };
      };
      /** @description An RFC 9457 problem */
      "4XX": {
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description An RFC 9457 problem */
      "5XX": {
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
    };
  };
  /** One's two-factor sign-in: on or off, recovery codes left */
  getAccountTotp: {
    responses: {
      /** @description Success */
      200: {
        content: {
          "application/json": components["schemas"]["TwoFactorState"];
        };
      };
      /** @description An RFC 9457 problem */
      "4XX": {
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description An RFC 9457 problem */
      "5XX": {
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
    };
  };
  /** Set up an authenticator app (its key, not active yet) */
  postAccountTotp: {
    responses: {
      /** @description Created */
      201: {
        content: {
          "application/json": components["schemas"]["TotpEnrolment"];
        };
      };
      /** @description An RFC 9457 problem */
      "4XX": {
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description An RFC 9457 problem */
      "5XX": {
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
    };
  };
  /** Turn the app off (a code, or the password and a fresh second factor) */
  deleteAccountTotp: {
    requestBody: {
      content: {
        "application/json": {
          code?: string;
          password?: string;
        };
      };
    };
    responses: {
      /** @description Done: no content */
      204: {
        content: never;
      };
      /** @description An RFC 9457 problem */
      "4XX": {
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description An RFC 9457 problem */
      "5XX": {
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
    };
  };
  /** Turn the app on with a first code (recovery codes shown once) */
  postAccountTotpConfirm: {
    requestBody: {
      content: {
        "application/json": {
          code: string;
        };
      };
    };
    responses: {
      /** @description Success */
      200: {
        content: {
          "application/json": components["schemas"]["RecoveryCodes"];
        };
      };
      /** @description An RFC 9457 problem */
      "4XX": {
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description An RFC 9457 problem */
      "5XX": {
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
    };
  };
  /** Ten new recovery codes, shown once (a fresh second factor) */
  postAccountTotpRecoveryCodes: {
    responses: {
      /** @description Success */
      200: {
        content: {
          "application/json": components["schemas"]["RecoveryCodes"];
        };
      };
      /** @description An RFC 9457 problem */
      "4XX": {
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description An RFC 9457 problem */
      "5XX": {
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
    };
  };
  /** Prove a second factor again (valid 5 minutes) */
  postAccountTotpVerify: {
    requestBody: {
      content: {
        "application/json": {
          code: string;
        };
      };
    };
    responses: {
      /** @description Success */
      200: {
        content: {
          "application/json": components["schemas"]["SecondFactorProof"];
        };
      };
      /** @description An RFC 9457 problem */
      "4XX": {
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description An RFC 9457 problem */
      "5XX": {
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
    };
  };
  /** The account policy */
  getPolicy: {
    responses: {
      /** @description Success */
      200: {
        content: {
          "application/json": components["schemas"]["AccountPolicy"];
        };
      };
      /** @description An RFC 9457 problem */
      "4XX": {
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description An RFC 9457 problem */
      "5XX": {
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
    };
  };
  /** Change the account policy (require two-factor sign-in) */
  putPolicy: {
    requestBody: {
      content: {
        "application/json": {
          requireTwoFactor: boolean | ("admins" | "reviewers");
        };
      };
    };
    responses: {
      /** @description Success */
      200: {
        content: {
          "application/json": components["schemas"]["AccountPolicy"];
        };
      };
      /** @description An RFC 9457 problem */
      "4XX": {
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description An RFC 9457 problem */
      "5XX": {
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
    };
  };
  /** One's API tokens (and, for an admin, the project tokens) */
  getTokens: {
    responses: {
      /** @description Success */
      200: {
        content: {
          "application/json": components["schemas"]["TokenList"];
        };
      };
      /** @description An RFC 9457 problem */
      "4XX": {
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description An RFC 9457 problem */
      "5XX": {
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
    };
  };
  /** Create an API token (secret shown once; a fresh second factor) */
  postTokens: {
    requestBody: {
      content: {
        "application/json": {
          name: string;
          scopes: ("translations:read" | "translations:write" | "import" | "export" | "glossary" | "webhooks")[];
          expiresInDays: number;
          /**
           * @default personal
           * @enum {string}
           */
          kind?: "personal" | "project";
        };
      };
    };
    responses: {
      /** @description Created */
      201: {
        content: {
          "application/json": components["schemas"]["CreatedToken"];
        };
      };
      /** @description An RFC 9457 problem */
      "4XX": {
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description An RFC 9457 problem */
      "5XX": {
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
    };
  };
  /** Revoke an API token */
  deleteTokensById: {
    parameters: {
      path: {
        id: number;
      };
    };
    responses: {
      /** @description Done: no content */
      204: {
        content: never;
      };
      /** @description An RFC 9457 problem */
      "4XX": {
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description An RFC 9457 problem */
      "5XX": {
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
    };
  };
}
