// The part of libcurl's C interface that CurlTransport uses, declared here so that building Strata
// needs only the runtime library every Swift toolchain on Linux already depends on (libcurl.so.4,
// which FoundationNetworking links) and no development headers. The values are libcurl's stable ABI
// (unchanged since the 7.x series that introduced each one); Tests/NetworkingTests checks a live
// transfer through every option set here.
//
// curl_easy_setopt and curl_easy_getinfo are variadic C functions, which Swift cannot call: the typed
// wrappers below are the way in.
#ifndef STRATA_CCURL_H
#define STRATA_CCURL_H

#include <stddef.h>
#include <stdint.h>
#include <sys/eventfd.h>

typedef void CURL;
typedef void CURLM;
typedef int64_t curl_off_t;

typedef enum {
    CURLE_OK = 0,
    CURLE_UNSUPPORTED_PROTOCOL = 1,
    CURLE_URL_MALFORMAT = 3,
    CURLE_COULDNT_RESOLVE_PROXY = 5,
    CURLE_COULDNT_RESOLVE_HOST = 6,
    CURLE_COULDNT_CONNECT = 7,
    CURLE_WEIRD_SERVER_REPLY = 8,
    CURLE_HTTP2 = 16,
    CURLE_PARTIAL_FILE = 18,
    CURLE_WRITE_ERROR = 23,
    CURLE_OUT_OF_MEMORY = 27,
    CURLE_OPERATION_TIMEDOUT = 28,
    CURLE_SSL_CONNECT_ERROR = 35,
    CURLE_ABORTED_BY_CALLBACK = 42,
    CURLE_TOO_MANY_REDIRECTS = 47,
    CURLE_GOT_NOTHING = 52,
    CURLE_SEND_ERROR = 55,
    CURLE_RECV_ERROR = 56,
    CURLE_SSL_CERTPROBLEM = 58,
    CURLE_SSL_CIPHER = 59,
    CURLE_PEER_FAILED_VERIFICATION = 60,
    CURLE_BAD_CONTENT_ENCODING = 61,
    CURLE_FILESIZE_EXCEEDED = 63,
    CURLE_SSL_CACERT_BADFILE = 77,
    CURLE_SSL_ISSUER_ERROR = 83,
    CURLE_SSL_PINNEDPUBKEYNOTMATCH = 90,
    CURLE_HTTP2_STREAM = 92,
    CURLE_HTTP3 = 95
} CURLcode;

typedef enum {
    CURLM_OK = 0
} CURLMcode;

// An option's number is its type's base (long 0, pointer 10000, function 20000, curl_off_t 30000)
// plus its index.
typedef enum {
    CURLOPT_NOBODY = 44,
    CURLOPT_FOLLOWLOCATION = 52,
    CURLOPT_MAXREDIRS = 68,
    CURLOPT_HTTPGET = 80,
    CURLOPT_NOSIGNAL = 99,
    CURLOPT_TIMEOUT_MS = 155,
    CURLOPT_WRITEDATA = 10001,
    CURLOPT_URL = 10002,
    CURLOPT_ERRORBUFFER = 10010,
    CURLOPT_HTTPHEADER = 10023,
    CURLOPT_HEADERDATA = 10029,
    CURLOPT_CUSTOMREQUEST = 10036,
    CURLOPT_ACCEPT_ENCODING = 10102,
    CURLOPT_PRIVATE = 10103,
    CURLOPT_COPYPOSTFIELDS = 10165,
    CURLOPT_PROTOCOLS_STR = 10318,
    CURLOPT_REDIR_PROTOCOLS_STR = 10319,
    CURLOPT_WRITEFUNCTION = 20011,
    CURLOPT_HEADERFUNCTION = 20079,
    CURLOPT_MAXFILESIZE_LARGE = 30117,
    CURLOPT_POSTFIELDSIZE_LARGE = 30120
} CURLoption;

// An info's number is its type's base (string 0x100000, long 0x200000) plus its index.
typedef enum {
    CURLINFO_EFFECTIVE_URL = 0x100001,
    CURLINFO_PRIVATE = 0x100015,
    CURLINFO_RESPONSE_CODE = 0x200002
} CURLINFO;

typedef enum {
    CURLMSG_NONE = 0,
    CURLMSG_DONE = 1
} CURLMSG;

typedef struct CURLMsg {
    CURLMSG msg;
    CURL *easy_handle;
    union {
        void *whatever;
        CURLcode result;
    } data;
} CURLMsg;

struct curl_waitfd {
    int fd;
    short events;
    short revents;
};

struct curl_slist {
    char *data;
    struct curl_slist *next;
};

typedef size_t (*curl_write_callback)(char *buffer, size_t size, size_t count, void *context);

#define CURL_GLOBAL_ALL 3
#define CURL_ERROR_SIZE 256
#define CURL_WAIT_POLLIN 0x0001

CURLcode curl_global_init(long flags);
CURL *curl_easy_init(void);
void curl_easy_cleanup(CURL *handle);
CURLcode curl_easy_setopt(CURL *handle, CURLoption option, ...);
CURLcode curl_easy_getinfo(CURL *handle, CURLINFO info, ...);
const char *curl_easy_strerror(CURLcode code);
struct curl_slist *curl_slist_append(struct curl_slist *list, const char *line);
void curl_slist_free_all(struct curl_slist *list);
CURLM *curl_multi_init(void);
CURLMcode curl_multi_cleanup(CURLM *multi);
CURLMcode curl_multi_add_handle(CURLM *multi, CURL *handle);
CURLMcode curl_multi_remove_handle(CURLM *multi, CURL *handle);
CURLMcode curl_multi_perform(CURLM *multi, int *running);
CURLMcode curl_multi_poll(
    CURLM *multi, struct curl_waitfd *extra, unsigned int extraCount, int timeoutMilliseconds, int *ready);
CURLMsg *curl_multi_info_read(CURLM *multi, int *queued);
const char *curl_multi_strerror(CURLMcode code);

static inline CURLcode strata_curl_easy_setopt_long(CURL *handle, CURLoption option, long value) {
    return curl_easy_setopt(handle, option, value);
}

static inline CURLcode strata_curl_easy_setopt_off_t(CURL *handle, CURLoption option, curl_off_t value) {
    return curl_easy_setopt(handle, option, value);
}

static inline CURLcode strata_curl_easy_setopt_string(CURL *handle, CURLoption option, const char *value) {
    return curl_easy_setopt(handle, option, value);
}

static inline CURLcode strata_curl_easy_setopt_pointer(CURL *handle, CURLoption option, void *value) {
    return curl_easy_setopt(handle, option, value);
}

static inline CURLcode strata_curl_easy_setopt_slist(CURL *handle, CURLoption option, struct curl_slist *value) {
    return curl_easy_setopt(handle, option, value);
}

static inline CURLcode strata_curl_easy_setopt_write_function(
    CURL *handle, CURLoption option, curl_write_callback value) {
    return curl_easy_setopt(handle, option, value);
}

static inline CURLcode strata_curl_easy_getinfo_long(CURL *handle, CURLINFO info, long *value) {
    return curl_easy_getinfo(handle, info, value);
}

static inline CURLcode strata_curl_easy_getinfo_string(CURL *handle, CURLINFO info, char **value) {
    return curl_easy_getinfo(handle, info, value);
}

static inline CURLcode strata_curl_easy_getinfo_pointer(CURL *handle, CURLINFO info, void **value) {
    return curl_easy_getinfo(handle, info, value);
}

/// The transfer result of a CURLMSG_DONE message; `data` is a union Swift cannot read by name.
static inline CURLcode strata_curl_message_result(const CURLMsg *message) {
    return message->data.result;
}

/// A non-blocking, close-on-exec eventfd: how other threads wake a thread asleep in curl_multi_poll.
static inline int strata_wake_descriptor(void) {
    return eventfd(0, EFD_CLOEXEC | EFD_NONBLOCK);
}

#endif
