/*
 * tier_stats.c - print how many pages each NUMA node promoted and demoted
 * between two reads of /proc/vmstat, once a second.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#define MAX_COUNTERS 512
#define NAME_LEN 64
#define INTERVAL_S 1

struct counter {
	char name[NAME_LEN];
	unsigned long long value;
};

static int read_vmstat(struct counter *out, int max)
{
	FILE *f = fopen("/proc/vmstat", "r");
	int n = 0;

	if (!f)
		return -1;
	while (n < max && fscanf(f, "%63s %llu", out[n].name, &out[n].value) == 2)
		n++;
	fclose(f);
	return n;
}

static unsigned long long find(const struct counter *c, int n, const char *name)
{
	int i;

	for (i = 0; i < n; i++)
		if (strcmp(c[i].name, name) == 0)
			return c[i].value;
	return 0;
}

int main(int argc, char **argv)
{
	static struct counter before[MAX_COUNTERS], after[MAX_COUNTERS];
	int rounds = argc > 1 ? atoi(argv[1]) : 10;
	int nb, na, r;

	nb = read_vmstat(before, MAX_COUNTERS);
	if (nb < 0) {
		perror("vmstat");
		return 1;
	}
	for (r = 0; r < rounds; r++) {
		sleep(INTERVAL_S);
		na = read_vmstat(after, MAX_COUNTERS);
		if (na < 0)
			return 1;
#if defined(VERBOSE) && VERBOSE > 1
		fprintf(stderr, "round %d: %d counters\n", r, na);
#endif
		printf("promoted %llu demoted %llu\n",
		       find(after, na, "pgpromote_success") - find(before, nb, "pgpromote_success"),
		       find(after, na, "pgdemote_kswapd") - find(before, nb, "pgdemote_kswapd"));
		memcpy(before, after, sizeof(after));
		nb = na;
	}
	return 0;
}
