// libcurl for Swift, plus the one Linux call its event loop needs. curl_easy_setopt and
// curl_easy_getinfo are variadic C functions, which Swift cannot call: these typed wrappers are the way in.
#ifndef STRATA_CCURL_H
#define STRATA_CCURL_H

#include <curl/curl.h>
#include <sys/eventfd.h>

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
